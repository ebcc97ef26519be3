import * as styles from './icon.css';
import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from './icon-paths';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  size?: 'small' | 'standard' | 'large';
  /**
   * What the icon says when it stands alone (an icon-only button labels itself instead). Without
   * a label the icon is decorative and hidden from screen readers.
   */
  label?: string;
}

/** An outline icon from the Tabula set; directional icons mirror for right-to-left. */
export function Icon({ name, size = 'standard', label }: IconProps) {
  const classes = [styles.icon, styles.sizes[size]];
  if (DIRECTIONAL_ICONS.has(name)) classes.push(styles.directional);
  return (
    <svg
      className={classes.join(' ')}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
