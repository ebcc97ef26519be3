import axe from 'axe-core';

/**
 * The accessibility problems axe finds in an element, as `rule: target` lines, so a failing
 * assertion names what is wrong. WCAG 2.x A and AA rules, as the product targets AA.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    // A component alone is not a page: page-level rules (landmarks, one h1) belong to the app.
    rules: {
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${violation.help}`),
  );
}
