import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  minBlockSize: '100%',
  marginInline: 'auto',
  maxInlineSize: '480px',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

/** The large mark above the title: a tick on success, a warning sign otherwise. */
export const mark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '88px',
    blockSize: '88px',
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning },
    },
  },
});

/** The icon drawn at twice its standard size inside the mark. */
export const markIcon = style({ display: 'inline-flex', transform: 'scale(2)' });

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/** What the app adds under the message: a loyalty card, the items paid for. */
export const extra = style({ alignSelf: 'stretch', textAlign: 'start' });

export const actions = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});
