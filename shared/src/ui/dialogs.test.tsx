import type { ComponentProps } from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { App } from '@logistics/shared/ui/antd';
import { deleteConfirmation } from '@logistics/shared/contracts/messages';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { useResourceDialogs } from '@logistics/shared/ui/resource-dialogs';
import { PLEASE_WAIT } from '@logistics/shared/contracts/messages';
import { SubmitButton } from '@logistics/shared/ui/submit-button';
import { errorMessage, useToasts } from '@logistics/shared/ui/toasts';
import { ToastHost } from '@logistics/shared/ui/toast-host';

jest.setTimeout(20000);

describe('ConfirmDeleteDialog', () => {
  const message = deleteConfirmation('category', 'Tools');

  it('shows the wording with Cancel and Confirm', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDeleteDialog
        open
        message={message}
        loading={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.getByText('Are you sure you want to delete the category “Tools”? This action cannot be undo.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables Confirm while loading', () => {
    render(<ConfirmDeleteDialog open message={message} loading onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
  });
});

describe('SubmitButton', () => {
  it("shows a spinner and 'Please wait' while busy, and is disabled", () => {
    const { rerender } = render(<SubmitButton>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(<SubmitButton loading>Save</SubmitButton>);
    const button = screen.getByRole('button', { name: new RegExp(PLEASE_WAIT) });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Please wait');
    expect(button.querySelector('.ant-btn-loading-icon')).not.toBeNull();
  });
});

describe('FormDialog', () => {
  /** A FormDialog of one Name field, open; resolves to its recorded submit. */
  function renderFormDialog(
    props: Omit<ComponentProps<typeof FormDialog>, 'open' | 'onSubmit' | 'onCancel' | 'children'>,
  ) {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormDialog open onSubmit={onSubmit} onCancel={jest.fn()} {...props}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    return onSubmit;
  }

  it('shows its title, description and fields, and submits', () => {
    const onSubmit = renderFormDialog({
      title: 'Add Category',
      description: 'Fill in the category.',
      submitLabel: 'Create',
      submitting: false,
      formId: 'test-form',
    });
    expect(screen.getByText('Add Category')).toBeInTheDocument();
    expect(screen.getByText('Fill in the category.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it("waits with 'Please wait' while submitting, and a click does not submit again", () => {
    const onSubmit = renderFormDialog({
      title: 'Edit Category',
      submitLabel: 'Update',
      submitting: true,
      formId: 'test-form-2',
    });
    const submit = screen.getByRole('button', { name: /Please wait/ });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('useResourceDialogs', () => {
  it('has ADD, EDIT and DELETE, each open or closed, on one row', () => {
    const { result } = renderHook(() => useResourceDialogs<{ id: string }>());
    expect([result.current.ADD, result.current.EDIT, result.current.DELETE]).toEqual([false, false, false]);
    act(() => result.current.open('EDIT', { id: '1' }));
    expect([result.current.ADD, result.current.EDIT, result.current.DELETE]).toEqual([false, true, false]);
    expect(result.current.row).toEqual({ id: '1' });
    act(() => result.current.open('DELETE', { id: '2' }));
    expect([result.current.ADD, result.current.EDIT, result.current.DELETE]).toEqual([false, false, true]);
    act(() => result.current.close());
    expect(result.current.DELETE).toBe(false);
  });
});

describe('toasts', () => {
  it("take the server's message, else the error's own, else the default", () => {
    expect(errorMessage({ message: 'From the server' }, 'Default')).toBe('From the server');
    expect(errorMessage(new Error('Own message'), 'Default')).toBe('Own message');
    expect(errorMessage({}, 'Default')).toBe('Default');
    expect(errorMessage(undefined)).toBe('An unexpected error occurred.');
  });

  it('show at most 3 at once, bottom-right', async () => {
    function Fire() {
      const toasts = useToasts();
      return (
        <button
          type="button"
          onClick={() => {
            for (const n of [1, 2, 3, 4]) toasts.success(`Toast ${n}`);
          }}
        >
          fire
        </button>
      );
    }
    render(
      <App notification={{ placement: 'bottomRight', maxCount: 3, duration: 4 }}>
        <ToastHost />
        <Fire />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fire' }));
    expect(await screen.findByText('Toast 4')).toBeInTheDocument();
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-bottomRight')).not.toBeNull();
  });
});
