import { Fragment } from 'react';

/** Props of {@link OptionNames}. */
export interface OptionNamesProps {
  /** The options of a line, as lineOptionsText gives them. */
  names: readonly string[];
}

/**
 * A line's options, comma-separated, each isolated (`<bdi>`): a venue's English name keeps its
 * own direction and punctuation inside an Arabic line.
 */
export function OptionNames({ names }: OptionNamesProps) {
  return names.map((name, index) => (
    // The position is the option's identity: the list is the line's, in order.
    <Fragment key={index}>
      {index > 0 && ', '}
      <bdi>{name}</bdi>
    </Fragment>
  ));
}
