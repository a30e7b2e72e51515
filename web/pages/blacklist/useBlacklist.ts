import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isIpAddress } from '../../../common/ipAddress.ts';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';
import { isApiError } from '../../api/ApiError.ts';
import {
  ALREADY_BLACKLISTED_CODE,
  addToBlacklist,
  blacklistKeys,
  fetchBlacklist,
  INVALID_IP_CODE,
  NOT_FOUND_CODE,
  removeFromBlacklist,
} from '../../api/blacklist.ts';
import { useTransientMessage } from '../../hooks/useTransientMessage.ts';

const texts = blacklistTexts;

/**
 * The list and its two writes. Adding checks the address first (the spec's message, nothing sent); an address
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
    onSuccess: (_result, ip) => {
      setSuccess(texts.add.added(ip));
      void reload();
    },
    onError: (error) => {
      if (isApiError(error) && error.errorCode === INVALID_IP_CODE) setFieldError(texts.invalidIp);
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

  /** Checks and sends one address; false when the form should keep it (invalid). */
  function submitAddress(input: string, options: { onAdded: () => void }) {
    const ip = input.trim();
    if (!isIpAddress(ip)) {
      setFieldError(texts.invalidIp);
      return false;
    }
    setFieldError(null);
    add.mutate(ip, { onSuccess: options.onAdded });
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
