'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches its page once the pointer rests on it or it takes focus, rather than as soon as
 * it is on screen: a stage page shows a dozen links (header, stage tabs, project), and prefetching them
 * all sent the web server a dozen page renders while the page was still hydrating.
 */
export function Link({ onMouseEnter, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={wanted ? props.prefetch : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
