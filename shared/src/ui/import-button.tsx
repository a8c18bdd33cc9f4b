import { useState } from 'react';
import { Button } from '@logistics/shared/ui/antd';
import { UploadOutlined } from '@logistics/shared/ui/icons';
import type { ImportResource } from '@logistics/shared/contracts/imports';
import { importTexts } from '@logistics/shared/contracts/messages';
import { lazyDialog } from '@logistics/shared/ui/lazy-part';

// Loaded on the first click: the dialog draws antd's Table, which a list home would otherwise download for a
// button (docs/architecture.md, "What this buys").
const ImportDialog = lazyDialog(async () => ({
  default: (await import('@logistics/shared/ui/import-dialog')).ImportDialog,
}));

/** Import on a master-data list, shown to the roles that may create. */
export function ImportButton({ resource }: { resource: ImportResource }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} style={{ flex: 'none' }}>
        {importTexts.button}
      </Button>
      {open ? <ImportDialog resource={resource} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
