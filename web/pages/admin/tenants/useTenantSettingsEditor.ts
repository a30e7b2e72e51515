import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminTenantKeys, fetchTenantSettings, updateTenant } from '../../../api/adminTenants.ts';
import { fieldOf } from './failure.ts';
import { bodyOf, formErrors, formStateOf, type TenantFormState } from './tenantForm.ts';

/**
 * A practice's settings being edited: the stored ones, the edit over them, the messages by field and the save.
 * The Mandanten dialog (platform admins) and the owner's Einstellungen (issue 44) share it.
 */
export function useTenantSettingsEditor(
  id: string,
  options: { enabled: boolean; onSaved: (name: string) => void },
) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: adminTenantKeys.settings(id),
    queryFn: ({ signal }) => fetchTenantSettings(id, signal),
    enabled: options.enabled,
    // Always the stored state when the editor opens, never an older copy.
    gcTime: 0,
  });
  // null: untouched, the stored settings show.
  const [edited, setEdited] = useState<TenantFormState | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const save = useMutation({
    mutationFn: (state: TenantFormState) => updateTenant(id, bodyOf(state)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: adminTenantKeys.list() });
      queryClient.setQueryData(adminTenantKeys.settings(id), saved);
      setEdited(null);
      options.onSaved(saved.name);
    },
  });

  const state = edited ?? (settings.data ? formStateOf(settings.data) : null);
  const errors = state && showErrors ? formErrors(state) : {};
  const serverField = save.isError ? fieldOf(save.error) : null;
  if (serverField && save.error instanceof Error) errors[serverField] ??= save.error.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!state || save.isPending) return;
    if (Object.keys(formErrors(state)).length > 0) {
      setShowErrors(true);
      return;
    }
    save.mutate(state);
  }

  function change(next: TenantFormState) {
    setEdited(next);
    if (save.isError) save.reset();
  }

  return { settings, state, errors, save, submit, change };
}
