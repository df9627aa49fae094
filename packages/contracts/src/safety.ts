/**
 * Member safety in chat and mail (issue 15): the rules that spot a message that may be the start of
 * a scam, and the first-contact limit of new accounts. Plain code, no yup: the chat window and the
 * mail reader load this with the conversation, and the server uses the same rules.
 *
 * The rules are advice shown to members (a calm warning, an "are you sure?"), never a permission:
 * a message is always delivered. They lean towards the tricks scammers use on dating sites (moving
 * the talk to another app, a phone number written to slip past a filter, money, "investments"),
 * and away from ordinary dating talk (ages, times, dates, prices of a dinner).
 */

export const RISK_KINDS = ["contact", "money", "investment", "offPlatform"] as const;
/**
 * - contact: a phone number, an e-mail address or a handle on another app.
 * - money: a request for money, a transfer, gift cards, crypto.
 * - investment: an investment or trading pitch.
 * - offPlatform: asks to carry on somewhere else ("add me on...", 加我, 私聊).
 */
export type RiskKind = (typeof RISK_KINDS)[number];

export type RiskAssessment = { risky: boolean; kinds: RiskKind[] };

/**
 * New accounts may start at most `conversations` new conversations (a first chat message or a first
 * mail to a member they never exchanged messages with) in their first `hours`; replying to a member
 * who wrote first never counts. Stops a fresh scam account from writing to hundreds of members.
 */
export const FIRST_CONTACT_LIMIT = { conversations: 10, hours: 24 } as const;

const ZERO_WIDTH = /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g;

const CN_DIGITS: Record<string, string> = {
  零: "0",
  〇: "0",
  洞: "0",
  一: "1",
  壹: "1",
  幺: "1",
  二: "2",
  两: "2",
  兩: "2",
  贰: "2",
  貳: "2",
  三: "3",
  叁: "3",
  參: "3",
  四: "4",
  肆: "4",
  五: "5",
  伍: "5",
  六: "6",
  陆: "6",
  陸: "6",
  七: "7",
  柒: "7",
  八: "8",
  捌: "8",
  九: "9",
  玖: "9",
};
const CN_DIGIT_CLASS = Object.keys(CN_DIGITS).join("");
/** Seven or more Chinese numerals (digits may be mixed in, with separators): a phone number spelled out. */
const CN_DIGIT_RUN = new RegExp(`(?:[${CN_DIGIT_CLASS}0-9][\\s.\\-_,、·]*){7,}`, "gu");

const EN_DIGITS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const EN_DIGIT_RUN =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)[\s,.-]+){5,}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)\b/g;

const TLDS = "com|net|org|edu|gov|info|biz|io|me|co|cn|tw|hk|jp|kr|uk|us|sg|my|au|ca|de|fr";
const MAIL_HOSTS = "gmail|yahoo|hotmail|outlook|icloud|live|proton|protonmail|qq|163|126|sina|foxmail";

/**
 * The text as a filter should read it: compatibility forms folded (full-width letters and digits,
 * circled digits), lower case, invisible characters gone, numbers spelled in words or Chinese
 * numerals turned into digits, and "at" / "dot" spellings of an address turned back into @ and ".".
 */
export function normaliseForSafety(text: string): string {
  let s = text.normalize("NFKC").replace(ZERO_WIDTH, "").toLowerCase();
  s = s.replace(CN_DIGIT_RUN, (run) => run.replace(/./gu, (c) => CN_DIGITS[c] ?? c));
  s = s.replace(EN_DIGIT_RUN, (run) => run.replace(/[a-z]+/g, (w) => EN_DIGITS[w] ?? w));
  // A word spelled with a separator between its letters: "w h a t s a p p", "l.i.n.e".
  s = s.replace(/\b[a-z](?:[ .\-_*]{1,2}[a-z]\b){2,}/g, (run) => run.replace(/[ .\-_*]/g, ""));
  s = s
    .replace(/\s*[([{<]\s*(?:at|艾特)\s*[)\]}>]\s*/g, "@")
    .replace(/\s*[([{<]\s*(?:dot|点|點)\s*[)\]}>]\s*/g, ".")
    .replace(new RegExp(`\\s+dot\\s+(?=(?:${TLDS})\\b)`, "g"), ".")
    .replace(
      new RegExp(
        `([a-z0-9._%+-]+)\\s+(?:at|艾特)\\s+(?=(?:${MAIL_HOSTS})\\b|[a-z0-9-]+\\.(?:${TLDS})\\b)`,
        "g",
      ),
      "$1@",
    );
  return s;
}

/** Dates like 2025-06-14, 14/06/2025 or 2025.6.14 are not phone numbers. */
const DATE = /\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})\b/g;
/** Digits with the separators people put in phone numbers (or put in to dodge a filter). */
const DIGIT_RUN = /\+?\d(?:[\s().\-_/*~·]{0,3}\d)+/g;
/** Eight digits is the shortest mobile number among our members' countries (Hong Kong, Singapore). */
const PHONE_DIGITS = 8;

function hasPhone(s: string): boolean {
  const undated = s.replace(DATE, " ");
  for (const run of undated.match(DIGIT_RUN) ?? []) {
    if (run.replace(/\D/g, "").length >= PHONE_DIGITS) return true;
  }
  return false;
}

const EMAIL = new RegExp(`[a-z0-9._%+-]+@(?:[a-z0-9-]+\\.)+[a-z]{2,}\\b|[a-z0-9._%+-]+@(?:${MAIL_HOSTS})\\b`);

/** Apps people move a conversation to. Chinese nicknames included (微信 is written many ways). */
const APPS_EN =
  "whatsapp|whats app|wechat|we chat|weixin|telegram|instagram|insta|snapchat|kakaotalk|kakao|skype|viber|signal|line|kik|facebook|messenger|fb|ig|tg|vx|wx|qq|snap|wa";
const APPS_ZH = "微信|威信|薇信|维信|徽信|v信|微訊|电报|電報|纸飞机|紙飛機|脸书|臉書|賴|赖|推特";
/** Names that are also ordinary words or letters: they need a handle marker or a verb to count. */
const AMBIGUOUS_APPS = new Set(["line", "signal", "snap", "kik", "wa", "insta"]);
/** The app names that are no ordinary English word ("my line of work", "do you have a signal"). */
const CLEAR_APPS_EN = APPS_EN.split("|")
  .filter((a) => !AMBIGUOUS_APPS.has(a))
  .join("|");

/** "line id: lucy88", "wechat: abc_123", "ig @lucy", "微信号 abc123", "tg=lucy". */
const HANDLE_EN = new RegExp(
  `\\b(${APPS_EN})\\b\\s*(?:id|handle|account|acc|username|user|number|no\\.?|#)?\\s*(?:is|:|=|-|>)\\s*@?[a-z0-9_.-]{3,}` +
    `|\\b(${APPS_EN})\\b\\s*(?:id|handle|account)\\s*@?[a-z0-9_.-]{3,}` +
    `|\\b(${APPS_EN})\\b\\s*@[a-z0-9_.]{3,}`,
);
const HANDLE_ZH = new RegExp(
  `(?:${APPS_ZH})(?:号|號|账号|帳號|id|名)?(?:是|:|=|为|為)?@?[a-z0-9_-]{4,}` +
    `|(?:${APPS_EN})(?:号|號|账号|帳號)(?:是|:|=|为|為)?@?[a-z0-9_-]{4,}`,
);
/** A bare social handle: "@lucy_88" (a letter in it, so "@ 7pm" or "@7" are not handles). */
const AT_HANDLE = /(?:^|[\s(])@(?=[a-z0-9_.]*[a-z])[a-z0-9_.]{3,}/;

function hasContact(s: string, compact: string): boolean {
  if (hasPhone(s) || EMAIL.test(s) || AT_HANDLE.test(s)) return true;
  const en = HANDLE_EN.exec(s);
  if (en) {
    const app = en[1] ?? en[2] ?? en[3] ?? "";
    const handle = en[0].slice(en[0].indexOf(app) + app.length);
    // "line is long", "signal is weak": an ambiguous name needs a marker that is not a plain word.
    if (!AMBIGUOUS_APPS.has(app) || /id|handle|account|username|[:=@#]/.test(handle)) return true;
  }
  return HANDLE_ZH.test(compact);
}

/** Moving the conversation elsewhere. English reads the spaced text; Chinese the text without spaces. */
const OFF_PLATFORM_EN = [
  new RegExp(
    `\\b(?:add|find|follow|text|message|msg|call|contact|reach|dm|ping|hit)\\s+me\\s+(?:on|at|in|via|through|by)\\s+(?:my\\s+)?(?:${APPS_EN})\\b`,
  ),
  new RegExp(
    `\\b(?:talk|chat|speak|continue|move|switch|go|talking|chatting)\\b[^.!?]{0,20}\\b(?:on|to|over|via|in)\\s+(?:${CLEAR_APPS_EN})\\b`,
  ),
  /\b(?:talk|chat|speak|continue|talking|chatting)\b[^.!?]{0,20}\b(?:on|over|via)\s+(?:line|signal|snap|kik)\b/,
  new RegExp(`\\b(?:do|did)\\s+you\\s+(?:have|use)\\s+(?:a\\s+|an\\s+)?(?:${CLEAR_APPS_EN})\\b`),
  /\b(?:do|did)\s+you\s+(?:have|use)\s+line\b(?!\s+(?:of|up|in))/,
  new RegExp(`\\b(?:your|ur|my)\\s+(?:${CLEAR_APPS_EN})\\b`),
  /\b(?:your|ur|my)\s+(?:line|signal|snap|kik)\s*(?:id|handle|account|username)\b/,
  new RegExp(`\\b(?:add|download|install|use)\\s+(?:${CLEAR_APPS_EN})\\b`),
  /\b(?:off|outside|away from)\s+(?:this|the)\s+(?:site|app|platform|website)\b/,
  /\b(?:this|the)\s+(?:site|app|platform)\s+is\s+(?:not safe|unsafe|monitored|too expensive|bad|annoying|slow)\b/,
  /\b(?:give|send|tell)\s+me\s+your\s+(?:phone|number|cell|mobile|email|e-mail|contact)\b/,
  /\b(?:what'?s|what is)\s+your\s+(?:phone|number|cell|mobile|email|e-mail)\b/,
  /\bmy\s+(?:phone\s+|cell\s+|mobile\s+)?number\s*(?:is\b|:)/,
  new RegExp(`\\b(?:${CLEAR_APPS_EN})\\s+me\\b`),
  /\b(?:text|call|whatsapp)\s+me\s+(?:at|on)\b/,
  /\b(?:private|direct)\s+(?:chat|message|messaging)\s+(?:app|elsewhere)\b/,
];
const OFF_PLATFORM_ZH = [
  new RegExp(`加(?:我|一下|个|個|下)?(?:的)?(?:${APPS_ZH}|${APPS_EN})`),
  new RegExp(`(?:用|在|来|來|去|到|上)(?:${APPS_ZH}|${APPS_EN})(?:上)?(?:聊|说|說|联系|聯繫|聯絡|找我|吧)`),
  new RegExp(`(?:有没有|有沒有|有无|有無|你有|您有)(?:${APPS_ZH}|${APPS_EN})`),
  new RegExp(`(?:${APPS_ZH}|${APPS_EN})(?:号|號|账号|帳號)(?:多少|给我|給我|发我|發我)`),
  /加我/,
  /私聊|私下聊|私下联系|私下聯繫|私下聯絡|私信我/,
  /(?:换|換)(?:个|個)?(?:地方|平台|软件|軟體|app)(?:聊|说|說)?/,
  /(?:这里|這裡|这个|這個)(?:平台|网站|網站|app)(?:不方便|不安全|太贵|太貴|不好用|被监控|被監控)/,
  /(?:留|给|給|发|發)(?:我|个|個)?(?:你的|您的)?(?:电话|電話|手机|手機|号码|號碼|联系方式|聯絡方式|聯繫方式)/,
  /(?:你的|您的)(?:电话|電話|手机号|手機號|联系方式|聯絡方式|聯繫方式)/,
  /(?:打给我|打給我|给我打电话|給我打電話|加好友)/,
];

const MONEY_EN = [
  /\b(?:send|lend|give|wire|transfer|pay)\s+(?:me|us|her|him)\s+(?:some\s+)?(?:money|cash|funds|\$\s?\d|\d+\s?(?:usd|dollars|bucks)|a\s+loan)/,
  /\b(?:borrow|need|needs|needed)\s+(?:some\s+)?(?:money|cash|funds)\b/,
  /\b(?:lend|loan)\s+me\b/,
  /\bcan\s+you\s+(?:help\s+me\s+)?(?:with\s+)?(?:send|pay|cover|loan)\b[^.!?]{0,30}\b(?:money|fee|fees|bill|ticket|rent|\$)/,
  /\b(?:wire|bank|money)\s+transfer\b/,
  /\btransfer\s+(?:the\s+)?(?:money|funds|\$|it\s+to)/,
  /\b(?:western union|moneygram|paypal|venmo|cash\s?app|zelle|alipay)\b/,
  /\b(?:gift|itunes|apple|google play|steam|amazon|ebay|sephora|razer)\s+(?:gift\s+)?cards?\b/,
  /\b(?:bitcoin|btc|usdt|tether|ethereum|eth|crypto|cryptocurrency|binance|coinbase|wallet address)\b/,
  /\b(?:bank account|account number|routing number|iban|swift code|credit card number|card number)\b/,
  /\b(?:customs|clearance|hospital|medical|visa|flight|ticket)\s+(?:fee|fees|bill|money)\b[^.!?]{0,40}\b(?:help|send|pay|need)/,
];
const MONEY_ZH = [
  /汇款|匯款|转账|轉帳|轉賬|打钱|打錢|借钱|借錢|借我\d|借点钱|借點錢|汇钱|匯錢|转钱|轉錢|给我钱|給我錢|寄钱|寄錢/,
  /礼品卡|禮品卡|点卡|點卡|充值卡|购物卡|購物卡|itunes卡|苹果卡|蘋果卡|steam卡/,
  /比特币|比特幣|泰达币|泰達幣|虚拟币|虛擬幣|加密货币|加密貨幣|数字货币|數字貨幣|usdt|钱包地址|錢包地址/,
  /银行卡号|銀行卡號|银行账号|銀行帳號|银行帐号|收款码|收款碼|卡号给|卡號給/,
  /(?:发|發)(?:个|個)?(?:红包|紅包)给我|(?:发|發)我(?:红包|紅包)/,
  /(?:帮|幫)我(?:付|交|垫|墊|出)(?:钱|錢|费|費|机票|機票|房租)/,
];

const INVEST_WORD_EN =
  /\b(?:invest|investing|investment|investments|investor|trading|trader|forex|stocks?|futures|portfolio|mining)\b/;
const PROFIT_WORD_EN =
  /\b(?:profit|profits|profitable|returns?|earn|earning|earned|income|gains?|make money|made money|platform|app|guaranteed|double|triple|\d+\s?%|per cent|percent|daily|weekly|opportunity|mentor|teach you|show you|insider|analyst|usdt|crypto|bitcoin|btc|coins?)\b/;
const INVEST_STRONG_EN = [
  /\b(?:forex|binary options|crypto trading|trading platform|trading app|investment platform|investment opportunity|liquidity mining|mining pool|pig butchering|passive income)\b/,
  /\bguaranteed\s+(?:profit|profits|returns?|income)\b/,
  /\b(?:my|an?)\s+(?:uncle|aunt|auntie|mentor|teacher|cousin|brother|sister)\b[^.!?]{0,40}\b(?:analyst|insider|trader|expert|invest|investment)\b/,
];
const INVEST_WORD_ZH =
  /投资|投資|理财|理財|炒股|炒币|炒幣|股票|基金|外汇|外匯|期货|期貨|合约|合約|挖矿|挖礦|交易所/;
const PROFIT_WORD_ZH =
  /赚|賺|收益|回报|回報|利润|利潤|盈利|获利|獲利|平台|翻倍|带你|帶你|教你|老师|老師|导师|導師|内幕|內幕|一起|机会|機會|\d+%|百分之/;
const INVEST_STRONG_ZH =
  /带单|帶單|稳赚|穩賺|包赚|包賺|高回报|高回報|高收益|杀猪盘|殺豬盤|网投|網投|博彩|刷单|刷單|内幕消息|內幕消息|投资平台|投資平台|理财平台|理財平台|理财产品|理財產品/;

/** The kinds of risk a message carries, in RISK_KINDS order; `risky` when there is any. */
export function assessMessage(text: string): RiskAssessment {
  if (!text) return { risky: false, kinds: [] };
  const s = normaliseForSafety(text);
  // Chinese reads without spaces ("微 信", "加 我"); English keeps its word boundaries.
  const compact = s.replace(/[\s.\-_*·、,，。]+/g, "");
  const found = new Set<RiskKind>();
  if (hasContact(s, compact)) found.add("contact");
  if (MONEY_EN.some((r) => r.test(s)) || MONEY_ZH.some((r) => r.test(compact))) found.add("money");
  if (
    INVEST_STRONG_EN.some((r) => r.test(s)) ||
    (INVEST_WORD_EN.test(s) && PROFIT_WORD_EN.test(s)) ||
    INVEST_STRONG_ZH.test(compact) ||
    (INVEST_WORD_ZH.test(compact) && PROFIT_WORD_ZH.test(compact))
  ) {
    found.add("investment");
  }
  if (OFF_PLATFORM_EN.some((r) => r.test(s)) || OFF_PLATFORM_ZH.some((r) => r.test(compact))) {
    found.add("offPlatform");
  }
  const kinds = RISK_KINDS.filter((k) => found.has(k));
  return { risky: kinds.length > 0, kinds };
}

/**
 * Whether the sender should be asked "are you sure?" before this text goes: it is risky and the
 * sender has not already confirmed a risky message in this conversation.
 */
export function needsSendConfirmation(text: string, alreadyConfirmed: boolean): RiskAssessment | null {
  if (alreadyConfirmed) return null;
  const assessment = assessMessage(text);
  return assessment.risky ? assessment : null;
}
