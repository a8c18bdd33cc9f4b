import dayjs from 'dayjs';
import { PrinterOutlined } from '@logistics/shared/ui/icons';
import { Button } from '@logistics/shared/ui/antd';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatDateTime } from '@logistics/shared/contracts/format';
import { COMPANY, printTexts } from '@logistics/shared/contracts/print';
import { VisuallyHidden } from '@logistics/shared/ui/visually-hidden';

const ROOT_CLASS = 'print-root';

/**
 * The print stylesheet: on paper only the document (no sidebar, header, dialog or button), black on white
 * whatever the screen's theme; on screen the document is not shown at all.
 */
const PRINT_CSS = `
@media screen { .${ROOT_CLASS} { display: none !important; } }
@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body > *:not(.${ROOT_CLASS}) { display: none !important; }
  .${ROOT_CLASS} { display: block !important; }
}
.${ROOT_CLASS} { font: 11pt/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #000; background: #fff; }
.${ROOT_CLASS} header.print-company { display: flex; justify-content: space-between; align-items: flex-end;
  border-bottom: 2px solid #000; padding-bottom: 6pt; margin-bottom: 12pt; }
.${ROOT_CLASS} .print-company-name { font-size: 16pt; font-weight: 700; margin: 0; }
.${ROOT_CLASS} .print-company-line { font-size: 9pt; color: #444; margin: 0; }
.${ROOT_CLASS} h1 { font-size: 14pt; margin: 0; text-align: right; }
.${ROOT_CLASS} h2 { font-size: 12pt; margin: 0 0 4pt; }
.${ROOT_CLASS} dl { display: grid; grid-template-columns: max-content 1fr max-content 1fr; gap: 2pt 10pt; margin: 0 0 10pt; }
.${ROOT_CLASS} dt { font-weight: 600; }
.${ROOT_CLASS} dd { margin: 0; }
.${ROOT_CLASS} table { width: 100%; border-collapse: collapse; margin: 4pt 0; font-size: 10pt; }
.${ROOT_CLASS} th, .${ROOT_CLASS} td { border-bottom: 1px solid #bbb; padding: 3pt 4pt; text-align: left; }
.${ROOT_CLASS} th { border-bottom: 1px solid #000; }
.${ROOT_CLASS} .num { text-align: right; white-space: nowrap; }
.${ROOT_CLASS} section.print-sale { break-inside: avoid; border: 1px solid #999; padding: 8pt; margin-bottom: 10pt; }
.${ROOT_CLASS} .print-totals { display: flex; justify-content: flex-end; gap: 16pt; margin-top: 4pt; }
.${ROOT_CLASS} .print-grand-total { font-size: 12pt; font-weight: 700; border-top: 2px solid #000; padding-top: 6pt; }
.${ROOT_CLASS} footer { margin-top: 24pt; display: flex; justify-content: space-between; font-size: 9pt; color: #444; }
.${ROOT_CLASS} .print-signature { border-top: 1px solid #000; padding-top: 2pt; width: 45%; }
`;

/** The company heading and the document's title, on top of every printed document. */
export function PrintHeading({ title }: { title: string }) {
  return (
    <header className="print-company">
      <div>
        <p className="print-company-name">{COMPANY.name}</p>
        <p className="print-company-line">{COMPANY.line}</p>
      </div>
      <h1>{title}</h1>
    </header>
  );
}

/** A document's facts on paper (a sale's, a shipment's), each a term and its value, in order. */
export function PrintFacts({ facts }: { facts: ReadonlyArray<readonly [term: string, value: ReactNode]> }) {
  return (
    <dl>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The foot of a printed document: a line to sign on and when it was printed. */
export function PrintFooter() {
  return (
    <footer>
      <span className="print-signature">{printTexts.signature}</span>
      <span>{printTexts.printed(formatDateTime(dayjs().toISOString()))}</span>
    </footer>
  );
}

/** Ends the document on the page, if any: one document at a time is printed. */
let endCurrent: (() => void) | null = null;

/**
 * A Print button: it puts the document on the page (outside the app, at the end of the body) and opens the
 * browser's print dialog, for paper or PDF; the document leaves the page when printing is over, or when another
 * Print button starts.
 */
export function PrintButton({ label, document }: { label: string; document: () => ReactNode }) {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return undefined;
    const done = () => setPrinting(false);
    endCurrent?.();
    endCurrent = done;
    window.addEventListener('afterprint', done);
    // After the document is on the page.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      if (endCurrent === done) endCurrent = null;
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  return (
    <>
      {/* Named by what it prints after the word it shows: 'Print Sales invoice BILL-1' (WCAG 2.5.3). */}
      <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
        {printTexts.print}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Button>
      {printing
        ? createPortal(
            <div className={ROOT_CLASS} role="document" aria-label={label}>
              <style>{PRINT_CSS}</style>
              {document()}
            </div>,
            globalThis.document.body,
          )
        : null}
    </>
  );
}
