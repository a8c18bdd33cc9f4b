import type { CSSProperties, ReactNode } from 'react';

const style: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * Words read by screen readers but not drawn: the name of what shows only an icon (or nothing), or what a
 * control is, ahead of the words it shows (a name must contain the visible label: WCAG 2.5.3).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={style}>{children}</span>;
}
