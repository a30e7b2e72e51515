import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { parseNetworkInput } from '../../../common/ipAddress.ts';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';
import { isApiError } from '../../api/ApiError.ts';
import {
  ALREADY_BLACKLISTED_CODE,
  addToBlacklist,
  blacklistKeys,
  fetchBlacklist,
  INVALID_IP_CODE,
  INVALID_IP_RANGE_CODE,
  NOT_FOUND_CODE,
  removeFromBlacklist,
} from '../../api/blacklist.ts';
import { useTransientMessage } from '../../hooks/useTransientMessage.ts';

const texts = blacklistTexts;

/**
 * The list and its two writes. Adding checks the address or network first (nothing sent); one
 * the server refuses or already lists is told beside the field, any other failure in the spec's alert. Every
 * success is a message that clears after 3 s, and the list is read again.
 */
export function useBlacklist() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: blacklistKeys.all, queryFn: ({ signal }) => fetchBlacklist(signal) });
  const [success, setSuccess] = useTransientMessage();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: blacklistKeys.all });

  const add = useMutation({
    mutationFn: addToBlacklist,
    onMutate: () => {
      setAddError(null);
      setSuccess(null);
    },
    onSuccess: (_result, { ip }) => {
      // Said once, from what the admin typed; the server keeps only a hash.
      setSuccess(texts.add.added(ip));
      void reload();
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === INVALID_IP_CODE) setFieldError(texts.invalidIp);
      else if (isApiError(error) && error.errorCode === INVALID_IP_RANGE_CODE)
        setFieldError(texts.invalidRange);
      else if (isApiError(error) && error.errorCode === ALREADY_BLACKLISTED_CODE)
        setFieldError(texts.alreadyListed);
      else setAddError(texts.errors.add);
    },
  });

  const remove = useMutation({
    mutationFn: removeFromBlacklist,
    onMutate: () => {
      setRemoveError(null);
      setSuccess(null);
    },
    onSuccess: () => {
      setSuccess(texts.removed);
      void reload();
    },
    onError: (error) => {
      // Removed meanwhile (another admin, another tab): say so, and show the list as it is now.
      const gone = isApiError(error) && error.errorCode === NOT_FOUND_CODE;
      setRemoveError(gone ? `${texts.errors.remove} ${texts.notListed}` : texts.errors.remove);
      if (gone) void reload();
    },
  });

  /** Checks and sends one address or network; false when the form should keep it (invalid). */
  function submitAddress(input: string, durationDays: number | undefined, options: { onAdded: () => void }) {
    const ip = input.trim();
    const parsed = parseNetworkInput(ip);
    if (!parsed.ok) {
      setFieldError(parsed.problem === 'prefix' ? texts.invalidRange : texts.invalidIp);
      return false;
    }
    setFieldError(null);
    add.mutate({ ip, durationDays }, { onSuccess: options.onAdded });
    return true;
  }

  return {
    list,
    success,
    fieldError,
    clearFieldError: () => setFieldError(null),
    addError,
    removeError,
    clearRemoveError: () => setRemoveError(null),
    adding: add.isPending,
    submitAddress,
    remove,
  };
}
