import { setProjectAnnotations } from '@storybook/react';
import { configure } from 'storybook/test';
import preview from '../.storybook/preview';

// The stories run with the same decorators and globals as in Storybook.
setProjectAnnotations([preview]);

// waitFor and findBy* wait up to 5 s instead of 1 s: a story that waits for a transition to end
// (the collapsible's visibility flips when its 200 ms animation is over) must not fail because a
// loaded 2-core machine runs the page's frames late. A real failure still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });
