import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * The colour of each label's icon: green for vegetarian, red for meat and heat, amber for the
 * allergens. Each reaches 3:1 on the page surface (WCAG 1.4.11, graphics).
 */
export const FOOD_LABEL_TONES = {
  veg: 'diet',
  'non-veg': 'alert',
  spicy: 'alert',
  'very-spicy': 'alert',
  nuts: 'allergen',
  milk: 'allergen',
  'gluten-free': 'allergen',
  fish: 'allergen',
  egg: 'allergen',
} as const;

// The label's colour is the icon's (it strokes with currentColor); the name sets its own.
export const label = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      diet: { color: vars.color.success },
      alert: { color: vars.color.danger },
      allergen: { color: vars.color.warning },
    },
    size: {
      small: { fontSize: vars.text.xsmall.size, lineHeight: vars.text.xsmall.lineHeight },
      standard: { fontSize: vars.text.small.size, lineHeight: vars.text.small.lineHeight },
    },
  },
  defaultVariants: { tone: 'allergen', size: 'small' },
});

export const name = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
