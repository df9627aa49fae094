/**
 * The gift store's opening catalog (issue 13): five categories of six gifts, each with a price in
 * credits and its name in the three languages. The pictures (apps/server/public/gifts) were drawn
 * for this project. The administrator may change the catalog afterwards; this only fills an empty one.
 */
export interface CatalogGift {
  slug: string;
  credits: number;
  en: string;
  zhcn: string;
  zhtw: string;
}
export interface CatalogCategory {
  en: string;
  zhcn: string;
  zhtw: string;
  gifts: CatalogGift[];
}

const g = (slug: string, credits: number, en: string, zhcn: string, zhtw: string): CatalogGift => ({
  slug,
  credits,
  en,
  zhcn,
  zhtw,
});

export const GIFT_CATALOG: CatalogCategory[] = [
  {
    en: "Flowers",
    zhcn: "鲜花",
    zhtw: "鮮花",
    gifts: [
      g("rose", 2, "Rose", "玫瑰", "玫瑰"),
      g("tulip", 2, "Tulip", "郁金香", "鬱金香"),
      g("daisy", 1, "Daisy", "雏菊", "雛菊"),
      g("sunflower", 3, "Sunflower", "向日葵", "向日葵"),
      g("cherry-blossom", 3, "Cherry blossom", "樱花", "櫻花"),
      g("bouquet", 8, "Bouquet", "花束", "花束"),
    ],
  },
  {
    en: "Sweets",
    zhcn: "甜点",
    zhtw: "甜點",
    gifts: [
      g("lollipop", 1, "Lollipop", "棒棒糖", "棒棒糖"),
      g("ice-cream", 2, "Ice cream", "冰淇淋", "冰淇淋"),
      g("cupcake", 2, "Cupcake", "纸杯蛋糕", "杯子蛋糕"),
      g("macarons", 4, "Macarons", "马卡龙", "馬卡龍"),
      g("chocolate", 5, "Chocolates", "巧克力", "巧克力"),
      g("cake", 10, "Cake", "蛋糕", "蛋糕"),
    ],
  },
  {
    en: "Love",
    zhcn: "爱心",
    zhtw: "愛心",
    gifts: [
      g("heart", 1, "Heart", "爱心", "愛心"),
      g("hearts", 3, "Two hearts", "两颗心", "兩顆心"),
      g("love-letter", 3, "Love letter", "情书", "情書"),
      g("balloon", 4, "Heart balloon", "爱心气球", "愛心氣球"),
      g("teddy-bear", 12, "Teddy bear", "泰迪熊", "泰迪熊"),
      g("ring", 50, "Ring", "戒指", "戒指"),
    ],
  },
  {
    en: "Drinks",
    zhcn: "饮品",
    zhtw: "飲品",
    gifts: [
      g("coffee", 2, "Coffee", "咖啡", "咖啡"),
      g("tea", 2, "Tea", "茶", "茶"),
      g("bubble-tea", 3, "Bubble tea", "珍珠奶茶", "珍珠奶茶"),
      g("cocktail", 6, "Cocktail", "鸡尾酒", "雞尾酒"),
      g("red-wine", 8, "Red wine", "红酒", "紅酒"),
      g("champagne", 15, "Champagne", "香槟", "香檳"),
    ],
  },
  {
    en: "Treasures",
    zhcn: "珍宝",
    zhtw: "珍寶",
    gifts: [
      g("star", 5, "Star", "星星", "星星"),
      g("gift-box", 6, "Gift box", "礼盒", "禮盒"),
      g("fireworks", 10, "Fireworks", "烟花", "煙火"),
      g("perfume", 20, "Perfume", "香水", "香水"),
      g("crown", 30, "Crown", "皇冠", "皇冠"),
      g("diamond", 99, "Diamond", "钻石", "鑽石"),
    ],
  },
];
