import { style } from '@vanilla-extract/css';
import { BOTTOM_BAR_ROOM } from '../../lib/bottom-room';
import { vars } from '../../theme/contract.css';

/**
 * Floats at the block-end, inline-end corner: bottom right in English, bottom left in Arabic;
 * above the floating cart bar, whatever its height, when the bar shows (it publishes its room).
 */
export const button = style({
  position: 'fixed',
  insetBlockEnd: `max(calc(${vars.space.xlarge} + env(safe-area-inset-bottom, 0px)), calc(var(${BOTTOM_BAR_ROOM}, 0px) + ${vars.space.small}))`,
  insetInlineEnd: vars.space.large,
  // The same layer as the floating cart bar.
  zIndex: 10,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxInlineSize: `calc(100% - 2 * ${vars.space.large})`,
  minBlockSize: '48px',
  minInlineSize: '48px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.overlay,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

export const label = style({ overflowWrap: 'anywhere', textAlign: 'start' });
