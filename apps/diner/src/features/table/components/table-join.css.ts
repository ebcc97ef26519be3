import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** Two answers side by side (No and Yes, Cancel and Try again, Reject and Accept). */
export const actions = style({ display: 'flex', gap: vars.space.medium });

/** One answer's slot: the two share the row equally. */
export const action = style({ flex: '1 1 0' });

/** A popup's sentence. */
export const message = style({ margin: 0 });

/** The items a join request brings. */
export const items = style({
  marginBlock: `${vars.space.small} ${vars.space.medium}`,
  marginInline: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
  textAlign: 'start',
});

/** The blocking loader: the whole screen, dimmed, the spinner and its words in the middle. */
export const blocker = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.overlay,
});

/** The loader's words, on a raised card so they read over the dimmed page. */
export const blockerText = style({
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  textAlign: 'center',
});
