import { Form, Typography } from '@logistics/shared/ui/antd';
import { createContext, useContext, type ReactNode } from 'react';
import { uiText } from '@logistics/shared/contracts/messages';

/**
 * A dialog the role may only look at (no submit button): its fields show their values as text instead of
 * disabled inputs. The kit's fields read this context; the dialog sets it.
 */
const ReadOnlyContext = createContext(false);

export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

export function useFieldsReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * A field's value as text under its label. An <output> is labelable, so the label still names it (a screen
 * reader, or a test's getByLabel, finds the value by the field's label).
 */
export function FieldText({ label, id, value }: { label: string; id: string; value: string }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <output id={id} className="logistics-field-text">
        <Typography.Text>{value.trim() === '' ? uiText.emptyValue : value}</Typography.Text>
      </output>
    </Form.Item>
  );
}
