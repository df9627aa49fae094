import { describe, expect, it } from "vitest";
import { assessMessage, needsSendConfirmation, type RiskKind } from "../src/safety.ts";

/** Each phrase and every kind it must carry (and no other). */
const RISKY: [string, RiskKind[]][] = [
  // Phone numbers, plainly and dodging a filter.
  ["call me 0912345678", ["contact"]],
  ["my number: +886 912 345 678", ["contact", "offPlatform"]],
  ["0 9 1 2 3 4 5 6 7 8", ["contact"]],
  ["0.9.1.2.3.4.5.6.7.8 text me", ["contact"]],
  ["0912-345-678", ["contact"]],
  ["(852) 9123 4567", ["contact"]],
  ["０９１２３４５６７８", ["contact"]],
  ["①③⑧①②③④⑤⑥⑦⑧", ["contact"]],
  ["我的电话 138 0013 8000", ["contact"]],
  ["零九一二三四五六七八", ["contact"]],
  ["號碼是 〇九一二 三四五 六七八", ["contact"]],
  ["zero nine one two three four five six seven eight", ["contact"]],
  ["0912\u200b345\u200b678", ["contact"]],
  // E-mail addresses.
  ["write to lucy.chen88@gmail.com", ["contact"]],
  ["lucy(at)gmail(dot)com", ["contact"]],
  ["lucy [at] yahoo [dot] com", ["contact"]],
  ["lucy at gmail dot com", ["contact"]],
  ["ｌｕｃｙ＠ｇｍａｉｌ．ｃｏｍ", ["contact"]],
  ["lucy@gmail", ["contact"]],
  // Handles on other apps.
  ["line id: lucy8899", ["contact"]],
  ["my LINE ID is lucy8899", ["contact", "offPlatform"]],
  ["wechat: lucy_1990", ["contact"]],
  ["IG @lucy.travels", ["contact"]],
  ["follow @lucy_travels", ["contact"]],
  ["微信号 lucy1990", ["contact"]],
  ["薇信：abc12345", ["contact"]],
  ["V信 lucy1990", ["contact"]],
  ["微 信 号 lucy1990", ["contact"]],
  ["tg: lucyc", ["contact"]],
  // Moving off the site.
  ["let's talk on whatsapp", ["offPlatform"]],
  ["Let's continue our chat on Telegram, it's easier", ["offPlatform"]],
  ["add me on line", ["offPlatform"]],
  ["do you have wechat?", ["offPlatform"]],
  ["what's your whatsapp", ["offPlatform"]],
  ["w h a t s a p p me please", ["offPlatform"]],
  ["this app is too expensive, let's chat elsewhere", ["offPlatform"]],
  ["give me your phone number", ["offPlatform"]],
  ["加我微信吧", ["offPlatform"]],
  ["加我", ["offPlatform"]],
  ["我们私聊吧", ["offPlatform"]],
  ["方便加個line嗎", ["offPlatform"]],
  ["來加賴", ["offPlatform"]],
  ["用Telegram聊吧", ["offPlatform"]],
  ["您有沒有WhatsApp", ["offPlatform"]],
  ["这个平台不方便，换个地方聊", ["offPlatform"]],
  ["留个电话给我", ["offPlatform"]],
  ["加 我 微 信", ["offPlatform"]],
  ["加我wechat: lucy1990", ["contact", "offPlatform"]],
  // Money.
  ["can you send me some money for the ticket", ["money"]],
  ["I need money for my mother's hospital bill", ["money"]],
  ["please buy me an iTunes gift card", ["money"]],
  ["send me 200 usd by western union", ["money"]],
  ["I only accept USDT", ["money"]],
  ["pay with bitcoin", ["money"]],
  ["could you lend me $500 until Friday", ["money"]],
  ["wire transfer is the fastest", ["money"]],
  ["能帮我汇款吗", ["money"]],
  ["請幫我轉帳五千元", ["money"]],
  ["你可以买一张礼品卡给我吗", ["money"]],
  ["我急需借錢", ["money"]],
  ["把比特幣打到這個錢包地址", ["money"]],
  ["轉 帳 給 我", ["money"]],
  // Investment pitches.
  ["I can show you a trading platform with guaranteed returns", ["investment"]],
  ["my uncle is an analyst, invest with me and earn 30% a week", ["investment"]],
  ["have you heard of forex? I make money every day", ["investment"]],
  ["crypto trading is how I earn my income", ["money", "investment"]],
  ["我带你一起投资，收益很高", ["investment"]],
  ["這個理財平台穩賺不賠", ["investment"]],
  ["我舅舅是老师，带单炒币", ["investment"]],
  ["投資外匯一個月翻倍", ["investment"]],
  // Several at once.
  ["invest in usdt with me, add me on telegram @coinlucy", ["contact", "money", "investment", "offPlatform"]],
];

/** Ordinary dating talk that must pass without a word. */
const INNOCENT: string[] = [
  "Hi! I'm 28 and I love music",
  "I'm 28, 170 cm, 60 kg",
  "Are you free on 2025-06-14 at 7:30?",
  "We could meet on 14/06/2025 around 19:00",
  "Dinner was $45, I'll pay next time",
  "The restaurant costs about NT$1200 per person",
  "I was born in 1995",
  "I've been in Taipei since 2019, before that 2015 to 2018 in Tokyo",
  "What do you do for a living?",
  "Drop me a line when you get home",
  "What a great pickup line",
  "The line at the coffee shop was so long",
  "My line of work is boring, I'm an accountant",
  "The signal in the mountains is weak",
  "Let me send you a photo",
  "I'll call you later tonight? Just kidding, let's keep chatting here",
  "I'm at home now",
  "see you at 8pm",
  "I got a new job in sales",
  "I love cooking and travelling",
  "my favourite number is 7",
  "I trade stories with my friends every weekend",
  "Let's grab a coffee, my treat",
  "Meet at the cafe at 5",
  "我今年28岁，喜欢音乐",
  "我们周六晚上七点见面好吗",
  "晚餐大概五百元，我请您",
  "我1995年出生",
  "加油！",
  "您今天过得怎么样？",
  "我在基金会工作，平常喜欢爬山",
  "我們一起去看電影吧",
  "我很依賴我的家人",
  "週末一起去吃火鍋嗎？",
  "我的工作很穩定",
  "我们在飞机上认识的",
  "我在台北住了三年",
  "一二三，木頭人",
  "今天是2025年6月14日",
  "哈哈哈😂",
  "",
];

describe("assessMessage: risky phrases", () => {
  it.each(RISKY)("%j carries %j", (text, kinds) => {
    const result = assessMessage(text);
    expect(result.kinds).toEqual(kinds);
    expect(result.risky).toBe(true);
  });
});

describe("assessMessage: ordinary talk", () => {
  it.each(INNOCENT)("%j is not risky", (text) => {
    expect(assessMessage(text)).toEqual({ risky: false, kinds: [] });
  });
});

describe("needsSendConfirmation", () => {
  it("asks before the first risky message only", () => {
    expect(needsSendConfirmation("hello", false)).toBeNull();
    expect(needsSendConfirmation("add me on line", false)?.kinds).toEqual(["offPlatform"]);
    expect(needsSendConfirmation("add me on line", true)).toBeNull();
  });
});
