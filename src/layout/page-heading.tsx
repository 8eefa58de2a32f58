import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

let firstPageShown = false;

/**
 * The page's one h1. After a route change it takes the focus, so screen-reader and keyboard users
 * start at the new page's heading; on the first page of a visit the focus stays where the browser put it.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (firstPageShown) ref.current?.focus();
    firstPageShown = true;
  }, [key]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
