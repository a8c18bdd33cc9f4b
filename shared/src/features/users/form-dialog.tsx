import { Button, Form } from 'antd';
import { useEffect } from 'react';
import {
  SEND_RESET_LINK_ERROR,
  UPDATED_DEFAULT,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { assignableRoles } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import {
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserInput,
} from '@logistics/shared/contracts/users';
import { useSession } from '@logistics/shared/api/session';
import { useCreateUser, useSendPasswordResetLink, useUpdateUser } from '@logistics/shared/api/users';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { SelectField } from '@logistics/shared/ui/transaction-fields';

const messages = resourceMessages('users');

export const EMPLOYEE_TEXTS = {
  password: 'Password',
  sendResetLink: 'Send password reset link',
  resetLinkHelp: 'The employee receives a link by e-mail and chooses a new password themself.',
} as const;

interface EmployeeFormDialogProps {
  open: boolean;
  /** The employee to edit; absent to create one. */
  employee: User | null;
  onClose: () => void;
}

/** The roles the signed-in role may give (SPEC section 6): admin all, fleet-manager captain, ... */
function roleOptions(role: Role, current?: Role | null) {
  const allowed: readonly Role[] = assignableRoles[role];
  const list = current && !allowed.includes(current) ? [current, ...allowed] : allowed;
  return list.map((value) => ({ value, label: value }));
}

/** Create and edit an employee (SPEC sections 5, 6 and 8). */
export function EmployeeFormDialog({ open, employee, onClose }: EmployeeFormDialogProps) {
  return employee ? (
    <EditEmployeeDialog open={open} employee={employee} onClose={onClose} />
  ) : (
    <CreateEmployeeDialog open={open} onClose={onClose} />
  );
}

function emptyValues(role: Role): UserInput {
  const only = assignableRoles[role];
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    password: '',
    // A role that may give only one role has it chosen already.
    role: (only.length === 1 ? only[0] : undefined) as UserInput['role'],
    national_id: '',
    driving_license_no: '',
    passport_no: '',
  };
}

function CreateEmployeeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const role = useRole();
  const toasts = useToasts();
  const create = useCreateUser();
  const form = useZodForm(userCreateSchema, { defaultValues: emptyValues(role) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(emptyValues(role));
  }, [open, role, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toasts.success(messages.created);
      onClose();
    } catch (error) {
      toasts.error(error, messages.create);
    }
  });

  return (
    <FormDialog
      open={open}
      title="Create Employee"
      description="Fill in the details of the new employee."
      submitLabel="Create"
      submitting={create.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="employee-create-form"
    >
      <TextField control={form.control} name="name" id="employee-name" label="Name" required autoFocus />
      <TextField
        control={form.control}
        name="email"
        id="employee-email"
        label="Email"
        type="email"
        required
      />
      <TextField control={form.control} name="phone" id="employee-phone" label="Phone" required />
      <TextField control={form.control} name="address" id="employee-address" label="Address" required />
      <TextField
        control={form.control}
        name="password"
        id="employee-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
      />
      <SelectField
        control={form.control}
        name="role"
        id="employee-role"
        label="Role"
        required
        options={roleOptions(role)}
        placeholder="Select a role"
      />
      <TextField control={form.control} name="national_id" id="employee-national-id" label="National ID" />
      <TextField
        control={form.control}
        name="driving_license_no"
        id="employee-driving-license-no"
        label="Driving license number"
      />
      <TextField
        control={form.control}
        name="passport_no"
        id="employee-passport-no"
        label="Passport number"
      />
    </FormDialog>
  );
}

function EditEmployeeDialog({
  open,
  employee,
  onClose,
}: {
  open: boolean;
  employee: User;
  onClose: () => void;
}) {
  const role = useRole();
  const toasts = useToasts();
  const update = useUpdateUser();
  const sendResetLink = useSendPasswordResetLink();
  const own = useSession((state) => state.claims?.id) === employee.id;
  const valuesOf = (row: User) => ({
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    address: row.address ?? '',
    role: row.role ?? undefined,
    national_id: row.national_id ?? '',
    driving_license_no: row.driving_license_no ?? '',
    passport_no: row.passport_no ?? '',
    version: row.version,
  });
  const form = useZodForm(userUpdateSchema, { defaultValues: valuesOf(employee) });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(employee));
  }, [open, employee, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    // Update payloads drop empty fields (SPEC section 7); the version guards against a concurrent edit.
    const input = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== undefined && value !== null),
    ) as typeof values;
    try {
      const answer = await update.mutateAsync({ id: employee.id, input });
      toasts.success(answer.message || UPDATED_DEFAULT);
      onClose();
    } catch (error) {
      toasts.error(error, messages.update);
    }
  });

  const onSendResetLink = async () => {
    try {
      const answer = await sendResetLink.mutateAsync(employee.id);
      toasts.success(answer.message);
    } catch (error) {
      toasts.error(error, SEND_RESET_LINK_ERROR);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Edit Employee"
      description={`Change the details of the employee “${employee.name}”.`}
      submitLabel="Update"
      submitting={update.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="employee-edit-form"
    >
      <TextField control={form.control} name="name" id="employee-name" label="Name" required autoFocus />
      <TextField
        control={form.control}
        name="email"
        id="employee-email"
        label="Email"
        type="email"
        required
      />
      <TextField control={form.control} name="phone" id="employee-phone" label="Phone" required />
      <TextField control={form.control} name="address" id="employee-address" label="Address" required />
      <SelectField
        control={form.control}
        name="role"
        id="employee-role"
        label="Role"
        required
        options={roleOptions(role, employee.role)}
        placeholder="Select a role"
      />
      {own ? null : (
        // Nobody sets another person's password (SECURITY.md): the employee chooses it from a mailed link.
        <Form.Item label={EMPLOYEE_TEXTS.password} extra={EMPLOYEE_TEXTS.resetLinkHelp}>
          <Button htmlType="button" loading={sendResetLink.isPending} onClick={() => void onSendResetLink()}>
            {EMPLOYEE_TEXTS.sendResetLink}
          </Button>
        </Form.Item>
      )}
      <TextField control={form.control} name="national_id" id="employee-national-id" label="National ID" />
      <TextField
        control={form.control}
        name="driving_license_no"
        id="employee-driving-license-no"
        label="Driving license number"
      />
      <TextField
        control={form.control}
        name="passport_no"
        id="employee-passport-no"
        label="Passport number"
      />
    </FormDialog>
  );
}
