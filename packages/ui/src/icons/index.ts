export { Icon } from './icon';
export type { IconProps } from './icon';
export { DIRECTIONAL_ICONS, ICON_PATHS } from './icon-paths';
export type { IconName } from './icon-paths';
