/**
 * The product form (react-hook-form, checked with zod before sending): every section of a
 * product, one Save for all of it. A save changes the store item (title, description, search
 * description, slug), then the product with its variants and their stock in one transaction,
 * then the status; the server's refusals land on their fields and in a list at the top.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import type { ProductWithStock } from '../../../shared/api/catalog';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { Item } from '../../../shared/api/content-items';
import { ProductType } from '../../../shared/enums';
import type { Currency } from '../../../shared/money';
import { ApiError, ownerCall } from '../../api/owner-client';
import { useSession } from '../../app/session';
import { useConfirm } from '../../components/confirm-dialog';
import { TextField } from '../../components/text-field';
import { RichTextEditor } from '../collection/rich-text-editor';
import { UnsavedChangesGuard } from '../collection/unsaved-changes';
import { ProductImages } from './product-images';
import { ProductOptions } from './product-options';
import { MerchandisingSection, SearchSection, SellingSection } from './product-sections';
import { itemUpdateOf, productBodyOf, productValuesSchema, valuesOf, type ProductValues } from './product-values';
import { serverErrorsOf } from './server-errors';
import { VariantGrid } from './variant-grid';

const TYPES: { value: ProductType; label: string }[] = [
  { value: ProductType.PHYSICAL, label: 'Physical' },
  { value: ProductType.DIGITAL, label: 'Digital' },
  { value: ProductType.SERVICE, label: 'Service' },
  { value: ProductType.GIFT_CARD, label: 'Gift card' },
];

interface Props {
  product: ProductWithStock;
  item: Item;
  currency: Currency;
  forms: { id: string; name: string }[];
}

export function ProductForm({ product, item, currency, forms }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { can } = useSession();
  const [confirmElement, confirm] = useConfirm();
  const saved = useRef(valuesOf(item, product, currency));
  const form = useForm<ProductValues>({ defaultValues: saved.current, resolver: zodResolver(productValuesSchema(currency)) as never });
  const { control, handleSubmit, setError, formState, reset } = form;
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const version = useRef(product.version);

  const save = useMutation({
    mutationFn: async (values: ProductValues) => {
      const { product: body, stock } = productBodyOf(values, currency);
      const itemAnswer = await ownerCall(contentEndpoints.updateItem, { params: { itemId: item.id }, body: itemUpdateOf(values, saved.current) });
      const answer = await ownerCall(catalogEndpoints.updateProduct, { params: { itemId: item.id }, body: { product: body, stock, expectedVersion: version.current } });
      let nextItem = itemAnswer.item;
      const was = saved.current.status;
      if (values.status !== was) {
        // Hidden: a published product becomes Private; one never published stays a draft.
        const to = values.status === 'published' ? 'published' : nextItem.status === 'published' ? 'private' : nextItem.status;
        if (to !== nextItem.status) nextItem = (await ownerCall(contentEndpoints.setItemStatus, { params: { itemId: item.id }, body: { status: to } })).item;
      }
      return { product: answer.product, item: nextItem };
    },
    onSuccess: (next) => {
      version.current = next.product.version;
      saved.current = valuesOf(next.item, next.product, currency);
      reset(saved.current);
      setProblems([]);
      setNotice('Saved.');
      queryClient.setQueryData(['item', item.id], { item: next.item });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onError: (error) => {
      setNotice('');
      const { fields, messages } = serverErrorsOf(error);
      for (const [name, message] of Object.entries(fields)) setError(name as FieldPath<ProductValues>, { message });
      setProblems(messages);
    },
  });

  const remove = useMutation({
    mutationFn: () => ownerCall(catalogEndpoints.deleteProduct, { params: { itemId: item.id } }),
    onSuccess: async () => {
      reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      await navigate({ to: '/products' });
    },
    onError: (error) => setProblems([error instanceof ApiError ? error.message : String(error)]),
  });

  const askRemove = async () => {
    const title = form.getValues('title') || 'this product';
    const yes = await confirm({ title: `Delete “${title}”?`, body: 'The product, its variants and their stock are deleted. Orders already placed keep their lines.', confirmLabel: 'Delete product', destructive: true });
    if (yes) remove.mutate();
  };

  const submit = handleSubmit(
    (values) => {
      setNotice('');
      save.mutate(values);
    },
    () => {
      setNotice('');
      setProblems(['Some fields need attention: see the messages under them.']);
    },
  );

  // Move focus to the first problem after a refused save so keyboard users land on it.
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.focus();
  }, [problems]);

  const dirty = formState.isDirty;
  const pending = save.isPending || remove.isPending;
  const type = form.watch('productType');

  return (
    <FormProvider {...form}>
      <form className="product-form" onSubmit={(e) => void submit(e)} noValidate>
        <UnsavedChangesGuard dirty={dirty && !pending} subject="This product" />
        <div className="product-form__bar panel">
          <button type="submit" className="button button--primary" disabled={pending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          <span role="status" className="product-form__state">
            {dirty ? 'Unsaved changes' : notice}
          </span>
          {can('commerce.products') && (
            <button type="button" className="button button--danger product-form__delete" disabled={pending} onClick={() => void askRemove()}>
              {remove.isPending ? 'Deleting…' : 'Delete product'}
            </button>
          )}
        </div>
        {problems.length > 0 && (
          <div className="notice notice--error" role="alert" tabIndex={-1} ref={problemsRef}>
            <p className="product-form__problems-title">The product was not saved.</p>
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}

        <section className="panel form-stack" aria-labelledby="product-details">
          <h2 id="product-details" className="product-form__heading">
            Details
          </h2>
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => <TextField label="Title" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message ?? null} />}
          />
          <div className="field">
            <span id="product-description-label" className="field__label">
              Description
            </span>
            <Controller control={control} name="description" render={({ field }) => <RichTextEditor labelId="product-description-label" value={field.value} onChange={field.onChange} />} />
          </div>
          <div className="product-form__pair">
            <div className="field">
              <label htmlFor="product-status">Status</label>
              <select id="product-status" className="input" {...form.register('status')} aria-describedby="product-status-help">
                <option value="published">Published</option>
                <option value="hidden">Hidden</option>
              </select>
              <p id="product-status-help" className="field__help">
                Hidden products are not shown or sold in the store.
              </p>
            </div>
            <div className="field">
              <label htmlFor="product-type">Product type</label>
              <Controller
                control={control}
                name="productType"
                render={({ field }) => (
                  <select id="product-type" className="input" value={field.value} onChange={(e) => field.onChange(Number(e.target.value))} disabled={product.productType === ProductType.PAYWALL}>
                    {(product.productType === ProductType.PAYWALL ? [{ value: ProductType.PAYWALL, label: 'Paywall' }] : TYPES).map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                )}
              />
            </div>
          </div>
        </section>

        <ProductImages />
        <section className="panel form-stack" aria-labelledby="product-variants">
          <h2 id="product-variants" className="product-form__heading">
            {type === ProductType.GIFT_CARD ? 'Amounts' : 'Options and variants'}
          </h2>
          <ProductOptions />
          <VariantGrid currency={currency} />
        </section>
        <SellingSection forms={forms} />
        <MerchandisingSection />
        <SearchSection fullUrl={item.fullUrl} />
        {confirmElement}
      </form>
    </FormProvider>
  );
}
