import type { FormEvent } from 'react';

/**
 * A form's onSubmit that hands its FormData to `handle` and keeps what was typed. (A function passed as
 * `<form action>` resets the form once it returns, so a refused sign-up or brief would come back empty.)
 */
export function submitKeepingInput(handle: (form: FormData) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handle(new FormData(event.currentTarget));
  };
}
