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
  // undefined until first opened (its code is not loaded before). Once opened, the dialog stays drawn while closed,
  // so that it closes as a dialog does and gives the focus back to this button; each opening is a new one (its
  // key), with no file chosen.
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
        style={{ flex: 'none' }}
      >
        {importTexts.button}
      </Button>
      {open === undefined ? null : (
        <ImportDialog key={openings} open={open} resource={resource} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
