import { Button, Form } from '@logistics/shared/ui/antd';
import { useMemo } from 'react';
import { SEND_RESET_LINK_ERROR, createdSuccess } from '@logistics/shared/contracts/messages';
import { assignableRoles } from '@logistics/shared/contracts/permissions';
import type { Role } from '@logistics/shared/contracts/roles';
import {
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserInput,
} from '@logistics/shared/contracts/users';
import {
  addressField,
  optionalAddressField,
  optionalPhoneField,
  phoneField,
} from '@logistics/shared/contracts/validation';
import type { Option } from '@logistics/shared/api/reference-options';
import { useSession } from '@logistics/shared/api/session';
import { useSendPasswordResetLink, userApi } from '@logistics/shared/api/users';
import { blankForNull } from '@logistics/shared/ui/form';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { FormFields } from '@logistics/shared/ui/form-fields';
import {
  createOrEditDialog,
  type CreateDialogProps,
  type EditDialogProps,
} from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';
import { useFormDialog } from '@logistics/shared/ui/use-form-dialog';

export const EMPLOYEE_TEXTS = {
  password: 'Password',
  sendResetLink: 'Send password reset link',
  resetLinkHelp: 'The employee receives a link by e-mail and chooses a new password themself.',
} as const;

interface NounProps {
  /** What the page calls the people it lists: the Captains page's dialogs say "Captain" (else "Employee"). */
  noun?: PersonNoun;
}

/** The Employees page and the fleet-manager's Captains page name their rows differently. */
export const personNouns = {
  employee: { title: 'Employee', word: 'employee' },
  captain: { title: 'Captain', word: 'captain' },
} as const;
export type PersonNoun = keyof typeof personNouns;

/** The roles the signed-in role may give: admin all, fleet-manager captain, ... */
function roleOptions(role: Role, current?: Role | null) {
  const allowed: readonly Role[] = assignableRoles[role];
  const list = current && !allowed.includes(current) ? [current, ...allowed] : allowed;
  return list.map((value) => ({ value, label: value }));
}

/** A person's name and how to reach them; phone and address stay optional for a record that never had them. */
const contactFields = (required: { phone: boolean; address: boolean }) =>
  [
    { name: 'name', label: 'Name', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Phone', required: required.phone },
    { name: 'address', label: 'Address', required: required.address },
  ] as const;

const roleField = (options: readonly Option[]) =>
  ({ name: 'role', label: 'Role', required: true, options }) as const;

const identityDocumentFields = [
  { name: 'national_id', label: 'National ID' },
  { name: 'driving_license_no', label: 'Driving license number' },
  { name: 'passport_no', label: 'Passport number' },
] as const;

/** Create and edit a user. */
export const UserFormDialog = createOrEditDialog<User, NounProps>(CreateUserDialog, EditUserDialog);

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

function CreateUserDialog({ open, onClose, noun = 'employee' }: CreateDialogProps & NounProps) {
  const { title, word } = personNouns[noun];
  const role = useRole();
  const create = userApi.useCreate();
  const { form, dialog } = useFormDialog({
    resource: 'users',
    open,
    schema: userCreateSchema,
    source: role,
    valuesOf: emptyValues,
    row: null,
    pending: create.isPending,
    save: (values) => create.mutateAsync(values),
    created: createdSuccess(word),
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title={`Create ${title}`}
      description={`Fill in the details of the new ${word}.`}
      formId="employee-create-form"
    >
      <FormFields
        control={form.control}
        idPrefix="employee"
        focusFirst
        fields={[
          ...contactFields({ phone: true, address: true }),
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'new-password',
            required: true,
          },
          roleField(roleOptions(role)),
          ...identityDocumentFields,
        ]}
      />
    </FormDialog>
  );
}

/**
 * User update: every field optional, same bounds. Phone and address cannot be cleared once
 * set (the server requires them non-empty), but a record that never had them (a registered account) saves
 * without them, e.g. when an admin gives it its role.
 */
function editSchema(user: User) {
  return userUpdateSchema.extend({
    phone: user.phone ? phoneField().optional() : optionalPhoneField(),
    address: user.address ? addressField().optional() : optionalAddressField(),
  });
}

function EditUserDialog({ open, row: user, onClose, noun = 'employee' }: EditDialogProps<User> & NounProps) {
  const { title, word } = personNouns[noun];
  const role = useRole();
  const update = userApi.useUpdate();
  const sendResetLink = useSendPasswordResetLink();
  const own = useSession((state) => state.claims?.id) === user.id;
  const latest = userApi.useOne(open ? user.id : undefined, user);
  const schema = useMemo(() => editSchema(user), [user]);
  const { form, loaded, refusal, dialog } = useFormDialog({
    resource: 'users',
    open,
    schema,
    source: user,
    valuesOf: (row: User) => ({
      name: row.name,
      email: row.email,
      role: row.role ?? undefined,
      ...blankForNull(row, ['phone', 'address', 'national_id', 'driving_license_no', 'passport_no']),
      version: row.version,
    }),
    row: user,
    latest,
    pending: update.isPending,
    // Update payloads drop empty fields, and a phone or address left blank on a record without
    // one is no change; the version in the values guards against a concurrent edit.
    save: (values) =>
      update.mutateAsync({
        key: user.id,
        input: Object.fromEntries(
          Object.entries(values).filter(
            ([key, value]) =>
              value !== undefined &&
              value !== null &&
              !(value === '' && (key === 'phone' || key === 'address')),
          ),
        ) as typeof values,
      }),
    onClose,
  });
  const shown = loaded ?? user;
  const toasts = useToasts('users-form');

  const onSendResetLink = async () => {
    try {
      const answer = await sendResetLink.mutateAsync(user.id);
      toasts.success(answer.message);
    } catch (error) {
      refusal.show(error, SEND_RESET_LINK_ERROR);
    }
  };

  return (
    <FormDialog
      {...dialog}
      title={`Edit ${title}`}
      description={`Change the details of the ${word} “${shown.name}”.`}
      formId="employee-edit-form"
    >
      <FormFields
        control={form.control}
        idPrefix="employee"
        focusFirst
        fields={[
          ...contactFields({ phone: Boolean(user.phone), address: Boolean(user.address) }),
          roleField(roleOptions(role, shown.role)),
        ]}
      />
      {own ? null : (
        // Nobody sets another person's password (SECURITY.md): the employee chooses it from a mailed link.
        <Form.Item label={EMPLOYEE_TEXTS.password} extra={EMPLOYEE_TEXTS.resetLinkHelp}>
          <Button htmlType="button" loading={sendResetLink.isPending} onClick={() => void onSendResetLink()}>
            {EMPLOYEE_TEXTS.sendResetLink}
          </Button>
        </Form.Item>
      )}
      <FormFields control={form.control} idPrefix="employee" fields={identityDocumentFields} />
    </FormDialog>
  );
}
