'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { clearPrice, setPrice } from '@/lib/actions/admin';
import type { PriceRow } from '@/lib/data/admin/prices';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

type Draft = { model: string; input: string; cachedInput: string; output: string };
const EMPTY: Draft = { model: '', input: '', cachedInput: '', output: '' };
const draftOf = (r: PriceRow): Draft => ({
  model: r.model,
  input: String(r.input),
  cachedInput: r.cachedInput === null || r.cachedInput === undefined ? '' : String(r.cachedInput),
  output: String(r.output),
});

/** The price of every model (the admin's, else MODEL_PRICES's), and a form to set or change one. */
export function PriceTable({ rows }: { rows: PriceRow[] }) {
  const t = useTranslations('costs.prices');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const errors = action.failure?.fieldErrors ?? {};
  const usd = (v: number) => `$${v}`;
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(false);
    action.run(() => setPrice(draft), {
      onOk: () => {
        setSaved(true);
        setDraft(EMPTY);
      },
    });
  };
  const field = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(p) => (
        <input
          {...p}
          name={key}
          inputMode={key === 'model' ? 'text' : 'decimal'}
          value={draft[key]}
          onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          className={`${inputClass} w-full`}
        />
      )}
    </Field>
  );
  return (
    <div className="flex flex-col gap-6">
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t('none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="price-table">
            <caption className="sr-only">{t('title')}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('model')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('input')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('cachedInput')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('output')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('source')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.model} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-3 text-left font-normal break-all">
                    {r.model}
                  </th>
                  <td className="py-2 pr-3 text-right">{usd(r.input)}</td>
                  <td className="py-2 pr-3 text-right">
                    {r.cachedInput === null || r.cachedInput === undefined ? t('asInput') : usd(r.cachedInput)}
                  </td>
                  <td className="py-2 pr-3 text-right">{usd(r.output)}</td>
                  <td className="py-2 pr-3">{r.source === 'admin' ? t('sourceAdmin') : t('sourceDefault')}</td>
                  <td className="flex flex-wrap gap-1 py-2">
                    <Button
                      type="button"
                      variant="secondary"
                      className="px-2 py-1"
                      aria-label={t('edit', { model: r.model })}
                      onClick={() => setDraft(draftOf(r))}
                    >
                      ✎
                    </Button>
                    {r.source === 'admin' && (
                      <Button
                        type="button"
                        variant="ghost"
                        className="px-2 py-1 text-red-800"
                        aria-label={t('clear', { model: r.model })}
                        disabled={action.pending}
                        onClick={() => action.run(() => clearPrice({ model: r.model }))}
                      >
                        {t('clearLabel')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-labelledby="price-form-title">
        <h2 id="price-form-title" className="font-medium">
          {t('formTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {field('model', t('model'))}
          {field('input', t('input'))}
          {field('cachedInput', t('cachedInput'), t('cachedHelp'))}
          {field('output', t('output'))}
        </div>
        <Button type="submit" disabled={action.pending} className="self-start">
          {t('save')}
        </Button>
        {action.error && !action.failure?.fieldErrors && <FormMessage tone="error">{action.error}</FormMessage>}
        {saved && <FormMessage tone="info">{t('saved')}</FormMessage>}
      </form>
    </div>
  );
}
