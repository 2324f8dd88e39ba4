import { useCallback, useRef, useState, type FormEvent } from 'react';

type FieldErrors<V> = { [K in keyof V]?: string | null };

export type UseFormOptions<V> = {
  initialValues: V;
  /** Returns a message per invalid field (null or missing when valid). */
  validate?: (values: V) => FieldErrors<V>;
  /**
   * 'field' (default): typing clears that field's error; 'all': typing clears every error, for
   * forms whose one message concerns several fields (the e-mail typed twice).
   */
  clearOnChange?: 'field' | 'all';
};

export type UseFormResult<V> = {
  values: V;
  errors: FieldErrors<V>;
  /** Form-wide message, typically the server's mensaje; cleared as soon as the user types. */
  formError: string | null;
  submitting: boolean;
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  setFieldError: (name: keyof V, message: string | null) => void;
  setFormError: (message: string | null) => void;
  handleSubmit: (onValid: (values: V) => void | Promise<void>) => (event?: FormEvent) => Promise<void>;
  reset: () => void;
};

function hasErrors<V>(errors: FieldErrors<V>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/** Small form state holder: values, per-field errors that clear as the user types (SPEC §5), submit guard. */
export function useForm<V extends Record<string, unknown>>(options: UseFormOptions<V>): UseFormResult<V> {
  const { initialValues, validate, clearOnChange = 'field' } = options;
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Submit handlers may run from stale closures (a double click): read the latest state from refs.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const submittingRef = useRef(false);
  const initialRef = useRef(initialValues);

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => {
        if (clearOnChange === 'all') return {};
        if (!previous[name]) return previous;
        return { ...previous, [name]: null };
      });
      setFormError(null);
    },
    [clearOnChange],
  );

  const setFieldError = useCallback((name: keyof V, message: string | null) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: V) => void | Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      const current = valuesRef.current;
      const found = validate?.(current) ?? {};
      setErrors(found);
      setFormError(null);
      if (hasErrors(found)) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await onValid(current);
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [validate],
  );

  const reset = useCallback(() => {
    setValues(initialRef.current);
    setErrors({});
    setFormError(null);
  }, []);

  return {
    values,
    errors,
    formError,
    submitting,
    setValue,
    setFieldError,
    setFormError,
    handleSubmit,
    reset,
  };
}
