import { setProjectAnnotations } from '@storybook/react';
import preview from '../.storybook/preview';

// The stories run with the same decorators and globals as in Storybook.
setProjectAnnotations([preview]);
