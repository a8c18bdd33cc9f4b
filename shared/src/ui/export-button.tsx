import { DownloadOutlined } from '@logistics/shared/ui/icons';
import { Button } from '@logistics/shared/ui/antd';
import { useState } from 'react';
import type { ExportFormat, ExportValues } from '@logistics/shared/contracts/exports';
import { exportTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { downloadExport, type ExportTarget } from '@logistics/shared/api/export';
import { MenuDropdown } from '@logistics/shared/ui/menu-dropdown';
import { toasts } from '@logistics/shared/ui/toasts';

/** The Export menu: a CSV a spreadsheet computes with, a CSV as the screen shows it, an XLSX. */
const EXPORT_CHOICES: Record<string, { format: ExportFormat; values?: ExportValues; label: string }> = {
  csv: { format: 'csv', label: exportTexts.csv },
  'csv-shown': { format: 'csv', values: 'shown', label: exportTexts.csvShown },
  xlsx: { format: 'xlsx', label: exportTexts.xlsx },
};

/** Export: CSV or XLSX of what the list shows; it waits while the download link is made. */
export function ExportButton({ target, columns }: { target: ExportTarget; columns: readonly string[] }) {
  const [preparing, setPreparing] = useState(false);
  const start = async (choice: string) => {
    const { format, values } = EXPORT_CHOICES[choice] ?? EXPORT_CHOICES.csv!;
    setPreparing(true);
    try {
      // 'Preparing…' until the server starts sending; from then on the browser's download bar shows the bytes.
      if (await downloadExport(target, format, columns, undefined, values)) toasts.info(exportTexts.started);
      else toasts.error(exportTexts.failed(resourceLabels[target.resource].plural));
    } catch (error) {
      toasts.error(error);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <MenuDropdown
      placement="bottomRight"
      disabled={preparing}
      menu={{
        items: Object.entries(EXPORT_CHOICES).map(([key, choice]) => ({ key, label: choice.label })),
        onClick: ({ key }) => void start(key),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={preparing} style={{ flex: 'none' }}>
        {preparing ? exportTexts.preparing : exportTexts.button}
      </Button>
    </MenuDropdown>
  );
}
