/// <reference types="vite/client" />
/**
 * Gifts for the stories of the gift surfaces: the store's opening catalog (names and prices from
 * apps/server/src/seed/gift-catalog.ts) on a fixed clock. The drawn pictures live with the server
 * (/static/gifts/<slug>.svg), which Storybook does not serve; Twemoji's files of the same things
 * stand in for them, bundled by Vite, so stories never reach the network and screenshots hold still.
 */
import type { Gift, GiftCategory, ReceivedGift } from "@site/contracts";
import cupcake from "@twemoji/svg/1f9c1.svg?url&no-inline";
import bubbleTea from "@twemoji/svg/1f9cb.svg?url&no-inline";
import teddy from "@twemoji/svg/1f9f8.svg?url&no-inline";
import sunflower from "@twemoji/svg/1f33b.svg?url&no-inline";
import daisy from "@twemoji/svg/1f33c.svg?url&no-inline";
import chocolate from "@twemoji/svg/1f36b.svg?url&no-inline";
import lollipop from "@twemoji/svg/1f36d.svg?url&no-inline";
import champagne from "@twemoji/svg/1f37e.svg?url&no-inline";
import loveLetter from "@twemoji/svg/1f48c.svg?url&no-inline";
import ring from "@twemoji/svg/1f48d.svg?url&no-inline";
import diamond from "@twemoji/svg/1f48e.svg?url&no-inline";
import tulip from "@twemoji/svg/1f337.svg?url&no-inline";
import cherryBlossom from "@twemoji/svg/1f338.svg?url&no-inline";
import rosePicture from "@twemoji/svg/1f339.svg?url&no-inline";
import iceCream from "@twemoji/svg/1f368.svg?url&no-inline";
import tea from "@twemoji/svg/1f375.svg?url&no-inline";
import redWine from "@twemoji/svg/1f377.svg?url&no-inline";
import cocktail from "@twemoji/svg/1f378.svg?url&no-inline";
import giftBox from "@twemoji/svg/1f381.svg?url&no-inline";
import cake from "@twemoji/svg/1f382.svg?url&no-inline";
import fireworks from "@twemoji/svg/1f386.svg?url&no-inline";
import balloon from "@twemoji/svg/1f388.svg?url&no-inline";
import crown from "@twemoji/svg/1f451.svg?url&no-inline";
import bouquet from "@twemoji/svg/1f490.svg?url&no-inline";
import hearts from "@twemoji/svg/1f495.svg?url&no-inline";
import star from "@twemoji/svg/2b50.svg?url&no-inline";
import coffee from "@twemoji/svg/2615.svg?url&no-inline";
import heart from "@twemoji/svg/2764.svg?url&no-inline";

let nextId = 1;
const g = (path: string, money: number, titlee: string, titlec: string, titlef: string): Gift => ({
  id: nextId++,
  path,
  money,
  titlee,
  titlec,
  titlef,
});

export const flowers: GiftCategory = {
  id: 1,
  classifye: "Flowers",
  classifyc: "鲜花",
  classifyf: "鮮花",
  gifts: [
    g(rosePicture, 2, "Rose", "玫瑰", "玫瑰"),
    g(tulip, 2, "Tulip", "郁金香", "鬱金香"),
    g(daisy, 1, "Daisy", "雏菊", "雛菊"),
    g(sunflower, 3, "Sunflower", "向日葵", "向日葵"),
    g(cherryBlossom, 3, "Cherry blossom", "樱花", "櫻花"),
    g(bouquet, 8, "Bouquet", "花束", "花束"),
  ],
};
export const sweets: GiftCategory = {
  id: 2,
  classifye: "Sweets",
  classifyc: "甜点",
  classifyf: "甜點",
  gifts: [
    g(lollipop, 1, "Lollipop", "棒棒糖", "棒棒糖"),
    g(iceCream, 2, "Ice cream", "冰淇淋", "冰淇淋"),
    g(cupcake, 2, "Cupcake", "纸杯蛋糕", "杯子蛋糕"),
    g(chocolate, 5, "Chocolates", "巧克力", "巧克力"),
    g(cake, 10, "Cake", "蛋糕", "蛋糕"),
  ],
};
export const love: GiftCategory = {
  id: 3,
  classifye: "Love",
  classifyc: "爱心",
  classifyf: "愛心",
  gifts: [
    g(heart, 1, "Heart", "爱心", "愛心"),
    g(hearts, 3, "Two hearts", "两颗心", "兩顆心"),
    g(loveLetter, 3, "Love letter", "情书", "情書"),
    g(balloon, 4, "Heart balloon", "爱心气球", "愛心氣球"),
    g(teddy, 12, "Teddy bear", "泰迪熊", "泰迪熊"),
    g(ring, 50, "Ring", "戒指", "戒指"),
  ],
};
export const drinks: GiftCategory = {
  id: 4,
  classifye: "Drinks",
  classifyc: "饮品",
  classifyf: "飲品",
  gifts: [
    g(coffee, 2, "Coffee", "咖啡", "咖啡"),
    g(tea, 2, "Tea", "茶", "茶"),
    g(bubbleTea, 3, "Bubble tea", "珍珠奶茶", "珍珠奶茶"),
    g(cocktail, 6, "Cocktail", "鸡尾酒", "雞尾酒"),
    g(redWine, 8, "Red wine", "红酒", "紅酒"),
    g(champagne, 15, "Champagne", "香槟", "香檳"),
  ],
};
export const treasures: GiftCategory = {
  id: 5,
  classifye: "Treasures",
  classifyc: "珍宝",
  classifyf: "珍寶",
  gifts: [
    g(star, 5, "Star", "星星", "星星"),
    g(giftBox, 6, "Gift box", "礼盒", "禮盒"),
    g(fireworks, 10, "Fireworks", "烟花", "煙火"),
    g(crown, 30, "Crown", "皇冠", "皇冠"),
    g(diamond, 99, "Diamond", "钻石", "鑽石"),
  ],
};

export const storyCategories: GiftCategory[] = [flowers, sweets, love, drinks, treasures];

const pick = (category: GiftCategory, index: number): Gift => {
  const gift = category.gifts[index];
  if (!gift) throw new Error(`no gift ${index} in ${category.classifye}`);
  return gift;
};
export const rose = pick(flowers, 0);
export const teddyBear = pick(love, 4);
export const diamondGift = pick(treasures, 4);
export const champagneGift = pick(drinks, 5);

/** Longer than a tile's two lines in every language: the tile clamps it, the title attribute holds it all. */
export const longTitled: Gift = g(
  bouquet,
  120,
  "Ninety-nine red roses in a hand-tied anniversary bouquet",
  "九十九朵红玫瑰手扎周年纪念花束",
  "九十九朵紅玫瑰手綁週年紀念花束",
);

/** "Now" for every gift story: 15 June 2025, 12:00 local time. */
export const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
/** A create_time (seconds, as on the wire) this many seconds before NOW. */
const ago = (seconds: number) => Math.floor(NOW / 1000) - seconds;

export const receivedGifts: ReceivedGift[] = [
  {
    cid: 701,
    gid: rose.id,
    path: rose.path,
    givername: "LinMei",
    create_time: ago(5 * 60),
    message: "Thank you for the lovely chat yesterday!",
    titlee: rose.titlee,
    titlec: rose.titlec,
    titlef: rose.titlef,
  },
  {
    cid: 702,
    gid: teddyBear.id,
    path: teddyBear.path,
    givername: "王小美",
    create_time: ago(3 * 60 * 60),
    message: "週末一起去看電影好嗎？",
    titlee: teddyBear.titlee,
    titlec: teddyBear.titlec,
    titlef: teddyBear.titlef,
  },
  {
    cid: 703,
    gid: champagneGift.id,
    path: champagneGift.path,
    givername: "NoahPark",
    create_time: ago(2 * 24 * 60 * 60),
    message: "",
    titlee: champagneGift.titlee,
    titlec: champagneGift.titlec,
    titlef: champagneGift.titlef,
  },
  /** The spec's shape only: no time, message or titles. */
  { cid: 704, gid: 9, path: heart, givername: "MinjunKimSeoul88" },
];
