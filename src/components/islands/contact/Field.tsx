/** One labelled form control with its inline error, wired for screen readers (aria-invalid, aria-describedby). */
import type { ReactNode } from 'react';
import Icon from '../../icons/Icon';
import alert from '../../icons/drawings/alert';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface Props {
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export default function Field({ name, label, required = false, error, hint, className, children }: Props) {
  const id = `contact-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: 'form-control mt-1.5',
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-red-700">
          <Icon icon={alert} size={16} className="shrink-0 stroke-[2.5]" />
          {error}
        </p>
      )}
    </div>
  );
}
