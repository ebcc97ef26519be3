import type { Menu, Surcharge, Tax } from '@tabula/api-client';
import {
  category,
  chooseCounts,
  chooseOne,
  chooseSeveral,
  EVERY_DAY,
  labelled,
  menuItem,
  option,
  schedule,
  WEEKEND,
} from './menu-builders';

/*
 * The Singapore cafe's menu (spec: A§3 Menu): SGD at 2 decimals, 9% GST on top of the prices, a
 * 10% service charge at the tables only, and a takeaway packaging charge (a delivery charge, so
 * the delivery promotions have something to take off) at the counter only. Texts in English with
 * Arabic, Chinese and Malay translations: every item, category, modifier group, modifier and
 * surcharge.
 */

/** Category ids of the cafe menu. */
export const CAFE_CATEGORIES = {
  breakfast: 11,
  weekendBrunch: 12,
  drinks: 13,
  coffee: 131,
  coldDrinks: 132,
  mains: 14,
  sets: 15,
  desserts: 16,
} as const;

/** Item ids of the cafe menu (the picks of the lunch set are items too). */
export const CAFE_ITEMS = {
  kayaToast: 101,
  eggsBenedict: 102,
  brunchPlatter: 103,
  flatWhite: 104,
  kopi: 105,
  icedLemonTea: 106,
  laksa: 107,
  nasiLemak: 108,
  vegCurry: 109,
  chickenRice: 110,
  lunchSet: 111,
  lunchSetLaksa: 112,
  lunchSetChickenRice: 113,
  lunchSetVegCurry: 114,
  cake: 115,
  ondehOndeh: 116,
} as const;

/** 9% GST, charged on top (spec: issue demo data "9% GST exclusive"). */
export const CAFE_GST: Tax = { id: 1, name: 'GST', type: 'PERCENTAGE', value: '9' };

/** Surcharge ids of the cafe menu. */
export const CAFE_SURCHARGES = { serviceCharge: 1, packaging: 2 } as const;

const surcharges: Surcharge[] = [
  {
    id: CAFE_SURCHARGES.serviceCharge,
    ...labelled(['Service charge', { ar: 'رسوم الخدمة', zh: '服务费', ms: 'Caj perkhidmatan' }]),
    type: 'PERCENTAGE',
    value: '10',
    taxes: [CAFE_GST],
    applicable_on_dinein: true,
    applicable_on_walkin: false,
    is_taxable: true,
    is_delivery_charge: false,
    tax_rate_id: CAFE_GST.id,
    tax_rate: CAFE_GST.value,
  },
  {
    id: CAFE_SURCHARGES.packaging,
    ...labelled([
      'Takeaway packaging',
      { ar: 'رسوم تغليف السفري', zh: '外带包装费', ms: 'Caj bungkusan bawa pulang' },
    ]),
    type: 'FIXED',
    value: '0.50',
    taxes: [CAFE_GST],
    applicable_on_dinein: false,
    applicable_on_walkin: true,
    is_taxable: true,
    is_delivery_charge: true,
    tax_rate_id: CAFE_GST.id,
    tax_rate: CAFE_GST.value,
  },
];

const taxes = [CAFE_GST];
const I = CAFE_ITEMS;

const drinkOfTheSet = (groupId: number, firstOption: number) =>
  chooseOne(
    groupId,
    ['Drink', { ar: 'المشروب', zh: '饮料', ms: 'Minuman' }],
    [
      option(
        firstOption,
        ['Kopi', { ar: 'كوبي (قهوة محلية)', zh: '咖啡', ms: 'Kopi' }],
        '0.00',
        true,
      ),
      option(firstOption + 1, ['Teh', { ar: 'تيه (شاي بالحليب)', zh: '奶茶', ms: 'Teh' }], '0.00'),
      option(
        firstOption + 2,
        ['Iced lemon tea', { ar: 'شاي بالليمون مثلج', zh: '冰柠檬茶', ms: 'Teh limau ais' }],
        '0.50',
      ),
    ],
  );

const breakfast = category(
  CAFE_CATEGORIES.breakfast,
  ['Breakfast', { ar: 'الفطور', zh: '早餐', ms: 'Sarapan' }],
  [
    menuItem({
      id: I.kayaToast,
      name: 'Kaya toast',
      description: 'Charcoal-grilled bread with coconut jam and cold butter.',
      price: '3.80',
      tags: ['veg', 'egg', 'milk'],
      image: 'kaya-toast.svg',
      sequence: 1,
      popular: true,
      taxes,
      texts: {
        ar: ['توست الكايا', 'خبز محمص على الفحم مع مربى جوز الهند وزبدة باردة.'],
        zh: ['咖椰吐司', '炭烤面包配椰浆咖椰酱和冷牛油。'],
        ms: ['Roti bakar kaya', 'Roti bakar arang dengan kaya kelapa dan mentega sejuk.'],
      },
      groups: [
        chooseCounts(
          201,
          ['Soft-boiled eggs', { ar: 'بيض نصف مسلوق', zh: '半熟蛋', ms: 'Telur separuh masak' }],
          { minimum: 0, maximum: 2 },
          [
            option(
              301,
              [
                'Soft-boiled egg',
                { ar: 'بيضة نصف مسلوقة', zh: '一个半熟蛋', ms: 'Sebiji telur separuh masak' },
              ],
              '0.80',
            ),
          ],
        ),
      ],
    }),
    menuItem({
      id: I.eggsBenedict,
      name: 'Eggs Benedict',
      description: 'Poached eggs, smoked ham and hollandaise on an English muffin.',
      price: '14.50',
      tags: ['non-veg', 'egg', 'milk'],
      image: 'eggs-benedict.svg',
      sequence: 2,
      taxes,
      texts: {
        ar: ['بيض بنديكت', 'بيض مسلوق ولحم مدخن وصلصة هولنديز على كعكة مافن إنجليزية.'],
        zh: ['班尼迪克蛋', '水波蛋、烟熏火腿和荷兰酱配英式松饼。'],
        ms: ['Telur Benedict', 'Telur rebus, ham salai dan sos hollandaise atas muffin Inggeris.'],
      },
    }),
  ],
  [schedule(EVERY_DAY, '07:00', '11:00')],
);

const weekendBrunch = category(
  CAFE_CATEGORIES.weekendBrunch,
  [
    'Weekend brunch',
    { ar: 'برانش نهاية الأسبوع', zh: '周末早午餐', ms: 'Sarapan lewat hujung minggu' },
  ],
  [
    menuItem({
      id: I.brunchPlatter,
      name: 'Brunch platter',
      description: 'Scrambled eggs, chicken sausage, hash brown, grilled tomato and sourdough.',
      price: '22.00',
      tags: ['non-veg', 'egg'],
      image: 'brunch-platter.svg',
      sequence: 1,
      taxes,
      texts: {
        ar: ['طبق البرانش', 'بيض مخفوق ونقانق دجاج وهاش براون وطماطم مشوية وخبز العجين المخمر.'],
        zh: ['早午餐拼盘', '炒蛋、鸡肉香肠、薯饼、烤番茄和酸种面包。'],
        ms: [
          'Pinggan sarapan lewat',
          'Telur hancur, sosej ayam, hash brown, tomato bakar dan roti masam.',
        ],
      },
    }),
  ],
  [schedule(WEEKEND, '09:00', '15:00')],
);

const coffee = category(
  CAFE_CATEGORIES.coffee,
  ['Coffee', { ar: 'القهوة', zh: '咖啡', ms: 'Kopi' }],
  [
    menuItem({
      id: I.flatWhite,
      name: 'Flat white',
      description: 'Double ristretto with silky steamed milk.',
      price: '5.50',
      tags: ['veg', 'milk'],
      image: 'flat-white.svg',
      sequence: 1,
      popular: true,
      taxes,
      texts: {
        ar: ['فلات وايت', 'جرعتا ريستريتو مع حليب مبخر ناعم.'],
        zh: ['馥芮白', '双份浓缩咖啡配丝滑蒸奶。'],
        ms: ['Flat white', 'Ristretto berganda dengan susu kukus yang lembut.'],
      },
      groups: [
        chooseOne(
          202,
          ['Milk', { ar: 'الحليب', zh: '牛奶', ms: 'Susu' }],
          [
            option(
              302,
              ['Full cream milk', { ar: 'حليب كامل الدسم', zh: '全脂牛奶', ms: 'Susu penuh krim' }],
              '0.00',
              true,
            ),
            option(303, ['Oat milk', { ar: 'حليب الشوفان', zh: '燕麦奶', ms: 'Susu oat' }], '0.80'),
            option(304, ['Soy milk', { ar: 'حليب الصويا', zh: '豆奶', ms: 'Susu soya' }], '0.50'),
          ],
        ),
        chooseCounts(
          203,
          ['Extra shots', { ar: 'جرعات إضافية', zh: '加浓缩', ms: 'Syot tambahan' }],
          { minimum: 0, maximum: 3 },
          [
            option(
              305,
              [
                'Extra shot',
                { ar: 'جرعة إسبريسو إضافية', zh: '加一份浓缩咖啡', ms: 'Syot espresso tambahan' },
              ],
              '1.00',
            ),
          ],
        ),
      ],
    }),
    menuItem({
      id: I.kopi,
      name: 'Kopi',
      description: 'Nanyang coffee with condensed milk.',
      price: '2.20',
      tags: ['veg', 'milk'],
      image: 'kopi.svg',
      sequence: 2,
      taxes,
      texts: {
        ar: ['كوبي', 'قهوة نانيانغ مع الحليب المكثف.'],
        zh: ['咖啡', '南洋咖啡配炼乳。'],
        ms: ['Kopi', 'Kopi Nanyang dengan susu pekat.'],
      },
      groups: [
        chooseOne(
          204,
          ['Sweetness', { ar: 'درجة الحلاوة', zh: '甜度', ms: 'Kemanisan' }],
          [
            option(
              306,
              [
                'Kosong (no sugar)',
                { ar: 'كوسونغ (بدون سكر)', zh: '无糖 (Kosong)', ms: 'Kosong (tanpa gula)' },
              ],
              '0.00',
            ),
            option(
              307,
              [
                'Siew dai (less sweet)',
                { ar: 'سيو داي (أقل حلاوة)', zh: '少甜 (Siew dai)', ms: 'Siew dai (kurang manis)' },
              ],
              '0.00',
            ),
            option(308, ['Normal', { ar: 'عادي', zh: '正常', ms: 'Biasa' }], '0.00', true),
            option(
              309,
              [
                'Gah dai (extra sweet)',
                { ar: 'غا داي (حلو جداً)', zh: '多甜 (Gah dai)', ms: 'Gah dai (lebih manis)' },
              ],
              '0.00',
            ),
          ],
        ),
      ],
    }),
  ],
);

const coldDrinks = category(
  CAFE_CATEGORIES.coldDrinks,
  ['Cold drinks', { ar: 'مشروبات باردة', zh: '冷饮', ms: 'Minuman sejuk' }],
  [
    menuItem({
      id: I.icedLemonTea,
      name: 'Iced lemon tea',
      description: 'Brewed black tea with fresh lemon.',
      price: '3.50',
      tags: ['veg', 'gluten-free'],
      image: 'iced-lemon-tea.svg',
      sequence: 1,
      taxes,
      texts: {
        ar: ['شاي بالليمون مثلج', 'شاي أسود مخمر مع ليمون طازج.'],
        zh: ['冰柠檬茶', '现泡红茶配新鲜柠檬。'],
        ms: ['Teh limau ais', 'Teh hitam dibancuh dengan limau segar.'],
      },
    }),
  ],
);

const drinks = category(
  CAFE_CATEGORIES.drinks,
  ['Drinks', { ar: 'المشروبات', zh: '饮品', ms: 'Minuman' }],
  [],
  null,
  [coffee, coldDrinks],
);

const mains = category(
  CAFE_CATEGORIES.mains,
  ['Mains', { ar: 'الأطباق الرئيسية', zh: '主食', ms: 'Hidangan utama' }],
  [
    menuItem({
      id: I.laksa,
      name: 'Laksa',
      description: 'Rice noodles in spicy coconut curry broth with prawns and fish cake.',
      price: '9.80',
      tags: ['non-veg', 'spicy', 'fish', 'milk'],
      image: 'laksa.svg',
      sequence: 1,
      popular: true,
      taxes,
      texts: {
        ar: ['لاكسا', 'نودلز الأرز في مرق كاري جوز الهند الحار مع الروبيان وكعكة السمك.'],
        zh: ['叻沙', '米粉配香辣椰浆咖喱汤、虾和鱼饼。'],
        ms: ['Laksa', 'Mi hun dalam kuah kari kelapa pedas dengan udang dan kek ikan.'],
      },
      groups: [
        chooseOne(
          205,
          ['Spice level', { ar: 'درجة الحرارة', zh: '辣度', ms: 'Tahap pedas' }],
          [
            option(310, ['Mild', { ar: 'خفيف', zh: '微辣', ms: 'Kurang pedas' }], '0.00', true),
            option(311, ['Regular', { ar: 'متوسط', zh: '中辣', ms: 'Sederhana' }], '0.00'),
            option(312, ['Extra spicy', { ar: 'حار جداً', zh: '特辣', ms: 'Sangat pedas' }], '0.00'),
          ],
        ),
        chooseSeveral(
          206,
          ['Add-ons', { ar: 'إضافات', zh: '加料', ms: 'Tambahan' }],
          { minimum: 0, maximum: 3 },
          [
            option(
              313,
              ['Extra prawns', { ar: 'روبيان إضافي', zh: '加虾', ms: 'Udang tambahan' }],
              '3.00',
            ),
            option(314, ['Fish cake', { ar: 'كعكة السمك', zh: '鱼饼', ms: 'Kek ikan' }], '1.50'),
            option(
              315,
              ['Tau pok', { ar: 'تاو بوك (توفو مقلي)', zh: '豆卜', ms: 'Tau pok' }],
              '1.00',
            ),
            option(316, ['Cockles', { ar: 'محار', zh: '血蚶', ms: 'Kerang' }], '2.00'),
          ],
        ),
      ],
    }),
    menuItem({
      id: I.nasiLemak,
      name: 'Nasi lemak',
      description: 'Coconut rice with sambal, fried anchovies, peanuts and cucumber.',
      price: '8.50',
      tags: ['non-veg', 'very-spicy', 'nuts', 'fish', 'egg'],
      image: 'nasi-lemak.svg',
      sequence: 2,
      taxes,
      texts: {
        ar: [
          'ناسي ليماك',
          'أرز بحليب جوز الهند مع السمبال والأنشوجة المقلية والفول السوداني والخيار.',
        ],
        zh: ['椰浆饭', '椰浆饭配参巴辣椒、炸江鱼仔、花生和黄瓜。'],
        ms: ['Nasi lemak', 'Nasi santan dengan sambal, ikan bilis goreng, kacang dan timun.'],
      },
      groups: [
        chooseSeveral(
          207,
          ['Sides', { ar: 'أطباق جانبية', zh: '配菜', ms: 'Lauk sampingan' }],
          { minimum: 1, maximum: 2 },
          [
            option(
              317,
              [
                'Fried chicken wing',
                { ar: 'جناح دجاج مقلي', zh: '炸鸡翅', ms: 'Kepak ayam goreng' },
              ],
              '2.50',
              true,
            ),
            option(
              318,
              ['Otah', { ar: 'أوتاه (كعكة سمك مشوية)', zh: '乌打', ms: 'Otak-otak' }],
              '2.00',
            ),
            option(319, ['Fried egg', { ar: 'بيض مقلي', zh: '煎蛋', ms: 'Telur goreng' }], '1.00'),
            option(
              320,
              ['Sambal prawns', { ar: 'روبيان بالسمبال', zh: '参巴虾', ms: 'Udang sambal' }],
              '3.00',
            ),
          ],
        ),
      ],
    }),
    menuItem({
      id: I.vegCurry,
      name: 'Vegetable curry',
      description: 'Okra, aubergine and tofu in a fiery curry, with rice.',
      price: '8.00',
      tags: ['veg', 'very-spicy', 'gluten-free'],
      image: 'veg-curry.svg',
      sequence: 3,
      taxes,
      texts: {
        ar: ['كاري الخضار', 'بامية وباذنجان وتوفو في كاري حار، مع الأرز.'],
        zh: ['蔬菜咖喱', '羊角豆、茄子和豆腐煮成的辣咖喱，配白饭。'],
        ms: ['Kari sayur', 'Bendi, terung dan tauhu dalam kari pedas, dengan nasi.'],
      },
    }),
    menuItem({
      id: I.chickenRice,
      name: 'Hainanese chicken rice',
      description: 'Poached chicken, fragrant rice, chilli and ginger sauces.',
      price: '7.50',
      tags: ['non-veg', 'gluten-free'],
      image: 'chicken-rice.svg',
      sequence: 4,
      popular: true,
      taxes,
      texts: {
        ar: ['أرز الدجاج الهايناني', 'دجاج مسلوق وأرز عطري مع صلصتي الفلفل الحار والزنجبيل.'],
        zh: ['海南鸡饭', '白切鸡、香饭、辣椒酱和姜蓉。'],
        ms: ['Nasi ayam Hainan', 'Ayam rebus, nasi wangi, sos cili dan halia.'],
      },
    }),
  ],
);

const sets = category(
  CAFE_CATEGORIES.sets,
  ['Lunch sets', { ar: 'وجبات الغداء', zh: '午餐套餐', ms: 'Set makan tengah hari' }],
  [
    menuItem({
      id: I.lunchSet,
      name: 'Lunch set',
      description: 'A main with a drink. Pick your main.',
      price: '12.90',
      tags: ['non-veg'],
      image: 'lunch-set.svg',
      sequence: 1,
      taxes,
      texts: {
        ar: ['وجبة الغداء', 'طبق رئيسي مع مشروب. اختر طبقك الرئيسي.'],
        zh: ['午餐套餐', '一份主食配一杯饮料，请选择主食。'],
        ms: ['Set makan tengah hari', 'Hidangan utama dengan minuman. Pilih hidangan utama.'],
      },
      items: [
        menuItem({
          id: I.lunchSetLaksa,
          name: 'Laksa set',
          description: 'Laksa with a drink.',
          price: '13.90',
          tags: ['non-veg', 'spicy', 'fish'],
          image: 'laksa.svg',
          sequence: 1,
          taxes,
          texts: {
            ar: ['وجبة لاكسا', 'لاكسا مع مشروب.'],
            zh: ['叻沙套餐', '叻沙配饮料。'],
            ms: ['Set laksa', 'Laksa dengan minuman.'],
          },
          groups: [drinkOfTheSet(208, 321)],
        }),
        menuItem({
          id: I.lunchSetChickenRice,
          name: 'Chicken rice set',
          description: 'Hainanese chicken rice with a drink.',
          price: '12.90',
          tags: ['non-veg', 'gluten-free'],
          image: 'chicken-rice.svg',
          sequence: 2,
          taxes,
          texts: {
            ar: ['وجبة أرز الدجاج', 'أرز الدجاج الهايناني مع مشروب.'],
            zh: ['鸡饭套餐', '海南鸡饭配饮料。'],
            ms: ['Set nasi ayam', 'Nasi ayam Hainan dengan minuman.'],
          },
          groups: [drinkOfTheSet(209, 324)],
        }),
        menuItem({
          id: I.lunchSetVegCurry,
          name: 'Vegetable curry set',
          description: 'Vegetable curry with a drink.',
          price: '12.90',
          tags: ['veg', 'very-spicy'],
          image: 'veg-curry.svg',
          sequence: 3,
          taxes,
          texts: {
            ar: ['وجبة كاري الخضار', 'كاري الخضار مع مشروب.'],
            zh: ['蔬菜咖喱套餐', '蔬菜咖喱配饮料。'],
            ms: ['Set kari sayur', 'Kari sayur dengan minuman.'],
          },
          groups: [drinkOfTheSet(210, 327)],
        }),
      ],
    }),
  ],
);

const desserts = category(
  CAFE_CATEGORIES.desserts,
  ['Desserts', { ar: 'الحلويات', zh: '甜点', ms: 'Pencuci mulut' }],
  [
    menuItem({
      id: I.cake,
      name: 'Chocolate cake',
      description: 'A slice of dark chocolate fudge cake.',
      price: '6.50',
      tags: ['veg', 'milk', 'egg', 'nuts'],
      image: 'chocolate-cake.svg',
      sequence: 1,
      taxes,
      texts: {
        ar: ['كعكة الشوكولاتة', 'شريحة من كعكة فدج الشوكولاتة الداكنة.'],
        zh: ['巧克力蛋糕', '一片黑巧克力软糖蛋糕。'],
        ms: ['Kek coklat', 'Sepotong kek fudge coklat gelap.'],
      },
    }),
    menuItem({
      id: I.ondehOndeh,
      name: 'Ondeh-ondeh',
      description: 'Pandan glutinous rice balls filled with gula melaka, rolled in coconut.',
      price: '3.00',
      tags: ['veg', 'gluten-free'],
      image: 'ondeh-ondeh.svg',
      sequence: 2,
      taxes,
      texts: {
        ar: ['أونده أونده', 'كرات أرز دبق بالباندان محشوة بسكر النخيل ومغطاة بجوز الهند.'],
        zh: ['椰丝球', '班兰糯米球包椰糖，外裹椰丝。'],
        ms: ['Ondeh-ondeh', 'Bebola pulut pandan berinti gula melaka, bersalut kelapa.'],
      },
    }),
  ],
);

/** The cafe's menu as stored (no out-of-stock list: that comes from stock_outs). */
export const CAFE_MENU: Omit<Menu, 'out_of_stock_items'> = {
  categories: [breakfast, weekendBrunch, drinks, mains, sets, desserts],
  taxes,
  surcharges,
  is_tax_inclusive: false,
};
