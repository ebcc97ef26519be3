/**
 * The icon set: 24 × 24 outline paths, drawn for Tabula (no icon font is downloaded). Icons that
 * point along the reading direction are listed in DIRECTIONAL_ICONS and mirror under `dir="rtl"`.
 */
export const ICON_PATHS = {
  arrowBack: 'M19 12H5M11 6l-6 6 6 6',
  chevronBack: 'M15 6l-6 6 6 6',
  chevronForward: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  menu: 'M4 7h16M4 12h16M4 17h16',
  bag: 'M6 8h12l-1 12H7L6 8zM9 8V6a3 3 0 0 1 6 0v2',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  warning: 'M12 4l9 16H3L12 4zM12 10v4.5M12 17.5v.5',
  tickCircle: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l3 3 5-6',
  card: 'M3 6h18v12H3V6zM3 10h18M7 15h4',
  trash: 'M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  zoom: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20M10.5 8v5M8 10.5h5',
  tag: 'M3 12V4h8l10 10-8 8L3 12zM7.5 8.5v.5',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z',
  cash: 'M3 7h18v10H3V7zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4',
  split: 'M12 3v18M5 8l-2 4 2 4M19 8l2 4-2 4',
  more: 'M12 6v.5M12 12v.5M12 18v.5',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  mail: 'M3 6h18v12H3V6zM3 7l9 7 9-7',
  wallet: 'M4 7h16v13H4V7zM4 7l12-4v4M15.5 13.5h1.5',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l10.5-6.5L8 5.5z',
  cutlery: 'M6 3v5a2 2 0 0 0 4 0V3M8 3v18M17 21V3c-2 1.5-3 4-3 7v3h3',
  veg: 'M4 4h16v16H4V4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  nonVeg: 'M4 4h16v16H4V4zM12 8l4 7H8l4-7z',
  spicy: 'M14 4c0 2-1 3-1 3 4 1 6 5 4 9-2 4-8 5-11 4 4-2 5-6 5-9 0-2 1-4 3-4zM14 4c1-1 2-1 3 0',
  verySpicy:
    'M10 5c0 2-1 3-1 3 3 1 4 4 3 7-1 3-5 4-8 4 3-2 3-5 3-7 0-2 1-4 3-4zM17 5c0 2-1 3-1 3 3 1 4 4 3 7-1 3-5 4-7 4 2-2 3-5 3-7',
  nuts: 'M12 3c4 0 7 4 7 9s-3 9-7 9-7-4-7-9 3-9 7-9zM8 9h8M7 14h10',
  milk: 'M9 3h6v3l2 3v12H7V9l2-3V3zM7 12h10',
  glutenFree: 'M12 21V8M12 12c-3 0-4-2-4-4 3 0 4 2 4 4zM12 12c3 0 4-2 4-4-3 0-4 2-4 4zM4 4l16 16',
  fish: 'M3 12c3-4 8-5 12-3l4-3v12l-4-3c-4 2-9 1-12-3zM8 11.5v.5',
  egg: 'M12 3c3.5 0 6.5 6 6.5 10a6.5 6.5 0 0 1-13 0C5.5 9 8.5 3 12 3z',
} as const;

/** An icon's name. */
export type IconName = keyof typeof ICON_PATHS;

/** The icons that point along the reading direction: they mirror for Arabic. */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'arrowBack',
  'chevronBack',
  'chevronForward',
]);
