import type { Promotion, PromotionAction, PromotionCondition } from '@tabula/api-client';
import { CAFE_CATEGORIES, CAFE_ITEMS, CAFE_SURCHARGES } from './cafe-menu';

/*
 * The cafe's promotions (spec: A§3 Promotion, A§4 Promotions): one of every action type, basic
 * and advanced, with priorities (a lower number wins). They are chosen so that a single plain
 * item (one flat white, one laksa, one kopi) triggers none of them, so a simple order's bill is
 * just its prices, taxes and charges; each promotion needs a specific combination or spend.
 *
 * Each promotion's name and description is translated into Arabic, Chinese and Malay.
 *
 * The WELCOME5 promotion carries a promo code: it applies only once the code is validated
 * (promotions/validate), unlike the automatic ones.
 */

/** The keys of the cafe's promotions, one per action type. */
export type CafePromotionKey =
  | 'twoCakes'
  | 'icedTeaPair'
  | 'kopiWithToast'
  | 'chickenRiceDrink'
  | 'cakeAndFlatWhite'
  | 'freeOndeh'
  | 'tenPercentOver80'
  | 'welcomeCode'
  | 'brunchPoints'
  | 'freePackaging'
  | 'halfPricePackaging'
  | 'packagingOff';

/** The promo code of the code-unlocked promotion. */
export const WELCOME_PROMO_CODE = 'WELCOME5';

const items = (...ids: number[]) => ({ items: ids, categories: [] });
const categories = (...ids: number[]) => ({ items: [], categories: ids });

function condition(fields: Partial<PromotionCondition>): PromotionCondition {
  return {
    type: 'buys_specific_items',
    include: null,
    exclude: null,
    min_qty: null,
    max_qty: null,
    min_price: null,
    bundle_discount: false,
    ...fields,
  };
}

function action(fields: Partial<PromotionAction> & Pick<PromotionAction, 'type'>): PromotionAction {
  return {
    value: null,
    max_discount_value: null,
    quantity: null,
    include: null,
    exclude: null,
    price_modifiers: null,
    bundle_discount: false,
    movement_type: null,
    surcharge: null,
    ...fields,
  };
}

type Definition = Omit<Promotion, 'id'>;

/** The cafe's promotions by key, without ids (the promotions table gives them). */
export const CAFE_PROMOTIONS: Record<CafePromotionKey, Definition> = {
  twoCakes: {
    name: '20% off cakes when you buy two',
    description: 'Two slices of cake or more: 20% off each slice.',
    translations: {
      ar: {
        name: 'خصم 20% على الكعك عند شراء قطعتين',
        description: 'قطعتان من الكعك أو أكثر: خصم 20% على كل قطعة.',
      },
      zh: { name: '买两块蛋糕享八折', description: '购买两块或以上蛋糕，每块八折。' },
      ms: {
        name: 'Diskaun 20% untuk kek apabila beli dua',
        description: 'Dua potong kek atau lebih: diskaun 20% setiap potong.',
      },
    },
    priority: 1,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.cake), min_qty: 2 }),
    action: action({ type: 'gets_percent_discount', value: '20' }),
  },
  icedTeaPair: {
    name: 'Iced tea for two',
    description: '1.00 off each iced lemon tea when you order two.',
    translations: {
      ar: {
        name: 'شاي مثلج لشخصين',
        description: 'خصم 1.00 على كل شاي بالليمون مثلج عند طلب اثنين.',
      },
      zh: { name: '双人冰茶', description: '点两杯冰柠檬茶，每杯减1.00。' },
      ms: {
        name: 'Teh ais untuk berdua',
        description: 'Potongan 1.00 bagi setiap teh limau ais apabila pesan dua.',
      },
    },
    priority: 2,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.icedLemonTea), min_qty: 2 }),
    action: action({ type: 'gets_value_discount', value: '1.00' }),
  },
  kopiWithToast: {
    name: 'Half-price kopi with kaya toast',
    description: 'Order kaya toast and your kopi is half price.',
    translations: {
      ar: {
        name: 'كوبي بنصف السعر مع توست الكايا',
        description: 'اطلب توست الكايا واحصل على الكوبي بنصف السعر.',
      },
      zh: { name: '点咖椰吐司，咖啡半价', description: '点咖椰吐司，咖啡享半价。' },
      ms: {
        name: 'Kopi separuh harga dengan roti bakar kaya',
        description: 'Pesan roti bakar kaya dan kopi anda separuh harga.',
      },
    },
    priority: 3,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.kayaToast), min_qty: 1 }),
    action: action({
      type: 'gets_percent_discount_on_item',
      value: '50',
      quantity: 1,
      include: items(CAFE_ITEMS.kopi),
    }),
  },
  chickenRiceDrink: {
    name: 'Chicken rice and iced tea',
    description: '1.00 off an iced lemon tea with a chicken rice.',
    translations: {
      ar: {
        name: 'أرز الدجاج مع شاي مثلج',
        description: 'خصم 1.00 على شاي بالليمون مثلج مع أرز الدجاج.',
      },
      zh: { name: '鸡饭配冰茶', description: '点海南鸡饭，冰柠檬茶减1.00。' },
      ms: {
        name: 'Nasi ayam dan teh ais',
        description: 'Potongan 1.00 untuk teh limau ais bersama nasi ayam.',
      },
    },
    priority: 4,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.chickenRice), min_qty: 1 }),
    action: action({
      type: 'gets_value_discount_on_item',
      value: '1.00',
      quantity: 1,
      include: items(CAFE_ITEMS.icedLemonTea),
    }),
  },
  cakeAndFlatWhite: {
    name: 'Cake and flat white for 10.00',
    description: 'A slice of chocolate cake with a flat white, together for 10.00.',
    translations: {
      ar: {
        name: 'كعكة وفلات وايت بـ 10.00',
        description: 'شريحة كعكة الشوكولاتة مع فلات وايت، معاً بـ 10.00.',
      },
      zh: { name: '蛋糕配馥芮白只需10.00', description: '一块巧克力蛋糕加一杯馥芮白，合计10.00。' },
      ms: {
        name: 'Kek dan flat white untuk 10.00',
        description: 'Sepotong kek coklat dengan flat white, bersama untuk 10.00.',
      },
    },
    priority: 5,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({
      include: items(CAFE_ITEMS.cake, CAFE_ITEMS.flatWhite),
      bundle_discount: true,
    }),
    action: action({ type: 'pay_fixed_price', value: '10.00', bundle_discount: true }),
  },
  freeOndeh: {
    name: 'Free ondeh-ondeh with two nasi lemak',
    description: 'Order two nasi lemak and get an ondeh-ondeh on us.',
    translations: {
      ar: {
        name: 'أونده أونده مجاناً مع طبقين من ناسي ليماك',
        description: 'اطلب طبقين من ناسي ليماك واحصل على أونده أونده مجاناً.',
      },
      zh: { name: '点两份椰浆饭送椰丝球', description: '点两份椰浆饭，免费送一份椰丝球。' },
      ms: {
        name: 'Ondeh-ondeh percuma dengan dua nasi lemak',
        description: 'Pesan dua nasi lemak dan dapatkan ondeh-ondeh percuma.',
      },
    },
    priority: 6,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: items(CAFE_ITEMS.nasiLemak), min_qty: 2 }),
    action: action({
      type: 'gets_free_item',
      quantity: 1,
      include: items(CAFE_ITEMS.ondehOndeh),
      movement_type: 'sold',
    }),
  },
  tenPercentOver80: {
    name: '10% off orders over 80.00',
    description: 'Spend 80.00 or more and get 10% off, up to 15.00.',
    translations: {
      ar: {
        name: 'خصم 10% على الطلبات فوق 80.00',
        description: 'أنفق 80.00 أو أكثر واحصل على خصم 10% حتى 15.00.',
      },
      zh: { name: '满80.00享九折', description: '消费满80.00享九折，最多减15.00。' },
      ms: {
        name: 'Diskaun 10% untuk pesanan melebihi 80.00',
        description: 'Belanja 80.00 atau lebih dan dapatkan diskaun 10%, sehingga 15.00.',
      },
    },
    priority: 10,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '80.00' }),
    action: action({
      type: 'gets_percent_discount_on_order',
      value: '10',
      max_discount_value: '15.00',
    }),
  },
  welcomeCode: {
    name: 'Welcome: 5.00 off',
    description: 'Enter WELCOME5 for 5.00 off an order of 30.00 or more.',
    translations: {
      ar: {
        name: 'أهلاً بك: خصم 5.00',
        description: 'أدخل WELCOME5 لخصم 5.00 على طلب بقيمة 30.00 أو أكثر.',
      },
      zh: { name: '欢迎优惠：减5.00', description: '输入WELCOME5，订单满30.00减5.00。' },
      ms: {
        name: 'Selamat datang: potongan 5.00',
        description: 'Masukkan WELCOME5 untuk potongan 5.00 bagi pesanan 30.00 atau lebih.',
      },
    },
    priority: 11,
    promo_type: 'advanced',
    coupon_codes: [{ code: WELCOME_PROMO_CODE, id: 1 }],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '30.00' }),
    action: action({ type: 'gets_value_discount_on_order', value: '5.00' }),
  },
  brunchPoints: {
    name: '50 bonus points on weekend brunch',
    description: 'Members earn 50 extra points with a brunch platter.',
    translations: {
      ar: {
        name: '50 نقطة إضافية على برانش نهاية الأسبوع',
        description: 'يكسب الأعضاء 50 نقطة إضافية مع طبق البرانش.',
      },
      zh: { name: '周末早午餐额外50积分', description: '会员点早午餐拼盘可额外获得50积分。' },
      ms: {
        name: '50 mata bonus untuk sarapan lewat hujung minggu',
        description: 'Ahli mendapat 50 mata tambahan dengan pinggan sarapan lewat.',
      },
    },
    priority: 20,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.weekendBrunch), min_qty: 1 }),
    action: action({ type: 'earn_loyalty', value: '50' }),
  },
  freePackaging: {
    name: 'Free packaging over 40.00',
    description: 'Takeaway orders of 40.00 or more pack for free.',
    translations: {
      ar: {
        name: 'تغليف مجاني للطلبات فوق 40.00',
        description: 'طلبات السفري بقيمة 40.00 أو أكثر تُغلف مجاناً.',
      },
      zh: { name: '满40.00免包装费', description: '外带订单满40.00免包装费。' },
      ms: {
        name: 'Bungkusan percuma melebihi 40.00',
        description: 'Pesanan bawa pulang 40.00 atau lebih dibungkus secara percuma.',
      },
    },
    priority: 30,
    promo_type: 'basic',
    coupon_codes: [],
    condition: condition({ type: 'buys_for_specific_amount', min_price: '40.00' }),
    action: action({
      type: 'gets_free_delivery',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
  halfPricePackaging: {
    name: 'Half-price packaging with two coffees',
    description: 'Two coffees or more to go: packaging at half price.',
    translations: {
      ar: {
        name: 'تغليف بنصف السعر مع كوبين من القهوة',
        description: 'كوبان من القهوة أو أكثر سفري: التغليف بنصف السعر.',
      },
      zh: { name: '两杯咖啡包装费半价', description: '外带两杯或以上咖啡，包装费半价。' },
      ms: {
        name: 'Bungkusan separuh harga dengan dua kopi',
        description: 'Dua kopi atau lebih untuk dibawa pulang: bungkusan separuh harga.',
      },
    },
    priority: 31,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.coffee), min_qty: 2 }),
    action: action({
      type: 'gets_percent_delivery_discount',
      value: '50',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
  packagingOff: {
    name: '0.20 off packaging with a lunch set',
    description: 'Lunch sets to go: 0.20 off the packaging.',
    translations: {
      ar: {
        name: 'خصم 0.20 على التغليف مع وجبة الغداء',
        description: 'وجبات الغداء سفري: خصم 0.20 على التغليف.',
      },
      zh: { name: '午餐套餐包装费减0.20', description: '外带午餐套餐，包装费减0.20。' },
      ms: {
        name: 'Potongan 0.20 untuk bungkusan dengan set makan tengah hari',
        description: 'Set makan tengah hari untuk dibawa pulang: potongan 0.20 untuk bungkusan.',
      },
    },
    priority: 32,
    promo_type: 'advanced',
    coupon_codes: [],
    condition: condition({ include: categories(CAFE_CATEGORIES.sets), min_qty: 1 }),
    action: action({
      type: 'gets_value_delivery_discount',
      value: '0.20',
      surcharge: { id: CAFE_SURCHARGES.packaging },
    }),
  },
};
