import { Col, Row, theme } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@logistics/shared/ui/use-mobile';

/**
 * One line of a document in its form, a named group: its cells on one row on a wide screen; on a phone, where they
 * wrap over several rows, a rule above every line but the first tells where each begins.
 */
export function LineRow({ label, first, children }: { label: string; first: boolean; children: ReactNode }) {
  const isMobile = useIsMobile();
  const { token } = theme.useToken();
  const separated = isMobile && !first;
  return (
    <div
      role="group"
      aria-label={label}
      className="logistics-line"
      style={
        separated
          ? {
              borderTop: `1px solid ${token.colorSplit}`,
              paddingTop: token.paddingSM,
              marginTop: token.marginXS,
            }
          : undefined
      }
    >
      <Row gutter={8} align="top" wrap>
        {children}
      </Row>
    </div>
  );
}

/**
 * A cell of a line beside its labelled fields (its amount, its product's name, its buttons): on a wide screen moved
 * down by `top` to stand level with the fields' controls under their labels; on a phone, where it wraps onto a row
 * of its own, centred on a control's height instead.
 */
export function LineCell({
  xs,
  md,
  top,
  children,
}: {
  xs: number;
  md: number;
  top: number;
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const { token } = theme.useToken();
  return (
    <Col
      xs={xs}
      md={md}
      style={
        isMobile
          ? { display: 'flex', alignItems: 'center', minHeight: token.controlHeight }
          : { paddingTop: top }
      }
    >
      {children}
    </Col>
  );
}
