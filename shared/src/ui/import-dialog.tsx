import { ReadableTag } from '@logistics/shared/ui/readable-tag';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Button, Flex, Radio, Spin, Typography, theme } from '@logistics/shared/ui/antd';
import { BusyModal } from '@logistics/shared/ui/busy-modal';
import { StackedTable } from '@logistics/shared/ui/stacked-table';
import { InboxOutlined } from '@logistics/shared/ui/icons';
import {
  importHeaders,
  invalidRowCount,
  type ImportAction,
  type ImportMode,
  type ImportProblem,
  type ImportReport,
  type ImportResource,
} from '@logistics/shared/contracts/imports';
import { importTexts, resourceLabels } from '@logistics/shared/contracts/messages';
import { can } from '@logistics/shared/contracts/permissions';
import { checkImport, refusalOf, runImport } from '@logistics/shared/api/import';
import { resourceKey } from '@logistics/shared/api/query-keys';
import { useRole } from '@logistics/shared/ui/role';
import { errorMessage, useToasts } from '@logistics/shared/ui/toasts';

/** What the file input takes; the server decides from the bytes. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each row's action as a tag, coloured by what it does. */
const ACTION_COLORS: Record<ImportAction, string | undefined> = {
  create: 'green',
  update: 'blue',
  unchanged: undefined,
  invalid: 'red',
};

/**
 * The Import dialog of a master-data list (ImportButton opens it). The chosen file goes to the
 * server's dry run, which answers with its first rows (each with what it does: create, update, unchanged) and
 * every invalid row; "Import N rows" stays disabled until the file has no invalid row, then imports them all in
 * one transaction and the list refetches. Whether rows that already exist are updated is the user's choice (the
 * update needs the role's edit right). When the commit finds a row someone else wrote since the preview, the
 * server's report replaces the preview's, naming the row.
 */
export function ImportDialog({
  resource,
  open = true,
  onClose,
}: {
  resource: ImportResource;
  /** False while it closes, kept drawn so that it gives the focus back to what opened it. */
  open?: boolean;
  onClose: () => void;
}) {
  const label = resourceLabels[resource];
  const failed = importTexts.failed(label.plural);
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();
  const inputId = useId();
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ImportReport>();
  /** The report is the commit's, of a file whose preview had no invalid row. */
  const [sincePreview, setSincePreview] = useState(false);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [mode, setMode] = useState<ImportMode>('create');
  const mayUpdate = can(useRole(), resource, 'edit');
  // Only the last chosen file's answer counts, when files are chosen faster than they are read.
  const latest = useRef(0);

  const choose = async (chosen: File | undefined, chosenMode = mode) => {
    if (!chosen) return;
    const mark = ++latest.current;
    setFile(chosen);
    setReport(undefined);
    setSincePreview(false);
    setError(undefined);
    setChecking(true);
    try {
      const answer = await checkImport(resource, chosen, chosenMode);
      if (mark === latest.current) setReport(answer);
    } catch (caught) {
      if (mark === latest.current) setError(errorMessage(caught, failed));
    } finally {
      if (mark === latest.current) setChecking(false);
    }
  };

  const submit = async () => {
    if (!file) return;
    setImporting(true);
    try {
      const result = await runImport(resource, file, mode);
      toasts.success(result.message);
      void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
      onClose();
    } catch (caught) {
      // The commit's own check: its report (the rows as they are now, with its counts) replaces the preview's.
      // Import is offered only for a preview with no invalid row, so a row refused now was made so by a change
      // saved since: the file is not at fault, and is not said to be.
      const refusal = refusalOf(caught);
      if (refusal) setReport(refusal);
      const rows = [...new Set(refusal?.errors.map((problem) => problem.row))];
      setSincePreview(rows.length > 0);
      setError(rows.length > 0 ? importTexts.changedSincePreview(rows) : errorMessage(caught, failed));
    } finally {
      setImporting(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  // The file's rows: disabled while any is invalid, since the import takes all of them or none.
  const rows = report?.total ?? 0;
  const ready = report !== undefined && report.errors.length === 0 && rows > 0;
  const invalidRows = report ? invalidRowCount(report.errors) : 0;

  return (
    <BusyModal
      open={open}
      title={importTexts.title(label.plural)}
      width={860}
      busy={importing}
      onCancel={onClose}
      actions={[
        <Button
          key="import"
          type="primary"
          onClick={() => void submit()}
          loading={importing}
          // Not disabled while importing (antd's loading button ignores clicks): it keeps the focus.
          disabled={checking || !ready}
        >
          {rows > 0 ? importTexts.submit(rows) : importTexts.button}
        </Button>,
      ]}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {importTexts.hint(importHeaders(resource))}
        </Typography.Paragraph>
        <Radio.Group
          aria-label={importTexts.modeLabel}
          value={mode}
          disabled={importing}
          onChange={(event) => {
            const chosen = event.target.value as ImportMode;
            setMode(chosen);
            // What each row does depends on it: the file is checked again.
            void choose(file, chosen);
          }}
          options={[
            { value: 'create', label: importTexts.modeCreate },
            { value: 'upsert', label: importTexts.modeUpsert, disabled: !mayUpdate },
          ]}
          style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}
        />
        <label
          htmlFor={inputId}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          style={{
            display: 'block',
            padding: token.paddingMD,
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorFillAlter,
            textAlign: 'center',
            cursor: importing ? 'not-allowed' : 'pointer',
          }}
        >
          <InboxOutlined style={{ fontSize: 32, color: token.colorPrimary }} />
          <Typography.Paragraph style={{ margin: 0 }}>
            {file ? file.name : importTexts.choose}
          </Typography.Paragraph>
          {file ? <Typography.Text type="secondary">{importTexts.chooseAnother}</Typography.Text> : null}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-label={importTexts.choose}
            disabled={importing}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // The same file chosen again (after fixing it) is a change too.
              event.target.value = '';
            }}
          />
        </label>
        {checking ? (
          <Flex gap="small" align="center" role="status">
            <Spin size="small" />
            <Typography.Text>{importTexts.reading}</Typography.Text>
          </Flex>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {report ? (
          <ImportReportView report={report} invalidRows={invalidRows} sincePreview={sincePreview} />
        ) : null}
      </Flex>
    </BusyModal>
  );
}

function ImportReportView({
  report,
  invalidRows,
  sincePreview,
}: {
  report: ImportReport;
  invalidRows: number;
  sincePreview: boolean;
}) {
  const errorsTitle = sincePreview
    ? importTexts.errorsSincePreview(invalidRows)
    : importTexts.errorsTitle(invalidRows);
  const previewColumns = [
    { key: 'row', title: importTexts.rowHeader, dataIndex: 'row', width: 64 },
    {
      key: 'action',
      title: importTexts.actionHeader,
      dataIndex: 'action',
      width: 110,
      render: (action: ImportAction) => (
        <ReadableTag color={ACTION_COLORS[action]}>{importTexts.actions[action]}</ReadableTag>
      ),
    },
    ...report.columns.map((header, index) => ({
      key: `c${index}`,
      title: header,
      render: (_: unknown, row: ImportReport['preview'][number]) => row.cells[index],
      ellipsis: true,
    })),
  ];
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {importTexts.summary(report.total, report.valid)} {importTexts.counts(report.counts)}
      </Typography.Text>
      {report.ignored_columns.length ? (
        <Alert type="warning" showIcon title={importTexts.ignoredColumns(report.ignored_columns)} />
      ) : null}
      {report.errors.length ? (
        <section aria-label={errorsTitle}>
          <Alert type="error" showIcon title={errorsTitle} />
          <StackedTable<ImportProblem>
            rowKey={(problem) => `${problem.row}:${problem.column}:${problem.message}`}
            dataSource={report.errors}
            pageSize={10}
            pagedOnPhone
            emptyText={null}
            columns={[
              { key: 'row', title: importTexts.rowHeader, dataIndex: 'row', width: 64 },
              { key: 'column', title: importTexts.columnHeader, dataIndex: 'column', width: 160 },
              { key: 'message', title: importTexts.problemHeader, dataIndex: 'message' },
            ]}
          />
        </section>
      ) : null}
      <section aria-label={importTexts.previewTitle(report.preview.length)}>
        <Typography.Text type="secondary">{importTexts.previewTitle(report.preview.length)}</Typography.Text>
        <StackedTable<ImportReport['preview'][number]>
          rowKey="row"
          dataSource={report.preview}
          emptyText={null}
          columns={previewColumns}
        />
      </section>
    </Flex>
  );
}
