import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';

interface FormErrorAlertProps {
  message: string;
  /** Changes with every attempt (e.g. the mutation's submittedAt), so a repeated failure is announced again. */
  attempt: number;
  title?: string;
  /** More help below the message (tips, contact details, buttons). */
  children?: ReactNode;
}

/** The failure of a send, above the form (spec 002 §4: "message shown above the form"). */
export function FormErrorAlert({ message, attempt, title, children }: FormErrorAlertProps) {
  return (
    <div key={attempt}>
      <Alert title={title}>
        <div className="flex flex-col gap-2 text-base">
          <p>{message}</p>
          {children}
        </div>
      </Alert>
    </div>
  );
}
