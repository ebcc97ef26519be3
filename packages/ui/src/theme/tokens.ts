/**
 * The raw values of the theme. Components never read these: they read the theme contract's CSS
 * variables (contract.css.ts), so the brand can change at run time.
 */
export const palette = {
  defaultBrand: '#0B5D4B',
  white: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceRaised: '#FFFFFF',
  surfaceSunken: '#F4F5F7',
  text: '#16181D',
  textMuted: '#545B66',
  border: '#D5D9E0',
  borderStrong: '#8A919C',
  focus: '#1A56DB',
  danger: '#B42318',
  dangerSurface: '#FEF3F2',
  success: '#067647',
  successSurface: '#ECFDF3',
  warning: '#93370D',
  warningSurface: '#FFFAEB',
  overlay: 'rgba(22, 24, 29, 0.56)',
  disabled: '#E6E8EC',
  onDisabled: '#5F6670',
} as const;

/**
 * System font stacks: the phone's own fonts cover Latin, Arabic and Chinese, so nothing is
 * downloaded (a diner on a weak signal sees text at once).
 */
export const fontStacks = {
  body: [
    'system-ui',
    '-apple-system',
    '"Segoe UI"',
    'Roboto',
    '"Noto Sans"',
    '"Noto Sans Arabic"',
    '"Geeza Pro"',
    '"PingFang SC"',
    '"Hiragino Sans GB"',
    '"Noto Sans CJK SC"',
    '"Microsoft YaHei"',
    'sans-serif',
  ].join(', '),
  numeric: ['ui-monospace', '"SF Mono"', '"Roboto Mono"', 'monospace'].join(', '),
} as const;

/** The smallest touch target, in pixels (WCAG 2.5.5 / platform guidance: 44). */
export const TOUCH_TARGET = 44;
