import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
};

/** md for the back office; lg (16 px, 44 px high) for touch screens in the patients' reception. */
export type ButtonSize = 'md' | 'lg';

const SIZE_CLASSES: Record<ButtonSize, string> = {
  md: 'min-h-9 px-3.5 py-2 text-sm',
  lg: 'min-h-11 px-4 py-2.5 text-base',
};

/** The classes of a button, for links that must look like one (e.g. a router Link or a tel: link). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  fullWidth = false,
) {
  return [
    'inline-flex items-center justify-center gap-2 rounded-md font-medium',
    'transition-[color,background-color,border-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    SIZE_CLASSES[size],
    VARIANT_CLASSES[variant],
    fullWidth ? 'w-full' : '',
  ].join(' ');
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and disables the button while work is under way. */
  loading?: boolean;
  /** A lucide icon placed before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${buttonClasses(variant, size, fullWidth)} ${className}`}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}
