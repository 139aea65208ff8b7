import { useController } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { CATEGORIES, CATEGORY_NAMES, CONDITIONS, GHANA_REGIONS, isCategory } from '@dwa/shared/catalogue';
import type { ListingFormValues, ListingInput } from '@dwa/shared/listings';
import { DESCRIPTION_MAX, TEXT_FIELD_MAX, TITLE_MAX } from '@dwa/shared/listings';
import { SelectInput, TextArea, TextInput } from './form-controls';
import { useT } from '../../../lib/i18n/i18n-context';
import { postingMessages } from '../../../lib/i18n/catalogs/posting';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, ListingInput>;

/** The catalogue's values as options: the value sent as it is, its text in the reader's language. */
const toOptions = (values: readonly string[], text: (value: string) => string) => values.map((value) => ({ value, label: text(value) }));

/**
 * The fields shared by the post and edit forms; labels of brand/type/condition follow the category
 * ('Make' and 'Model' for Vehicles), in the reader's language like the catalogue's values.
 */
export function ListingFields({ form }: { form: ListingForm }) {
  const t = useT(postingMessages);
  const catalogue = useCatalogueText();
  const categoryOptions = toOptions(CATEGORY_NAMES, catalogue.category);
  const conditionOptions = toOptions(CONDITIONS, catalogue.condition);
  const regionOptions = toOptions(GHANA_REGIONS, catalogue.region);
  const {
    register,
    setValue,
    watch,
    control,
    formState: { errors, isSubmitted },
  } = form;
  // Controlled: its options change with the category, and a value set before its option exists
  // (a template) must still show once the options arrive.
  const { field: subCategory } = useController({ control, name: 'sub_category' });
  const { field: buyNow } = useController({ control, name: 'buy_now' });
  const inShop = buyNow.value === true || buyNow.value === 'true';
  const category = watch('category');
  const labels = catalogue.labels(category);
  const subCategories = isCategory(category) ? toOptions(CATEGORIES[category], catalogue.subCategory) : [];

  return (
    <div className="space-y-5">
      <TextInput label={t('field.title')} autoComplete="off" maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <TextArea
        label={t('field.description')}
        rows={6}
        maxLength={DESCRIPTION_MAX}
        hint={t('field.descriptionHint')}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextInput
        label={t('field.price')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        error={errors.price?.message}
        {...register('price')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          label={t('field.category')}
          placeholder={t('field.categoryPlaceholder')}
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category', {
            // A sub-category belongs to one category: a new category clears it.
            onChange: () => setValue('sub_category', '', { shouldDirty: true, shouldValidate: isSubmitted }),
          })}
        />
        <SelectInput
          label={t('field.subCategory')}
          placeholder={subCategories.length > 0 ? t('field.subCategoryPlaceholder') : t('field.categoryFirst')}
          options={subCategories}
          disabled={subCategories.length === 0}
          error={errors.sub_category?.message}
          name={subCategory.name}
          ref={subCategory.ref}
          value={subCategory.value}
          onChange={subCategory.onChange}
          onBlur={subCategory.onBlur}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextInput label={labels.brand} optional maxLength={TEXT_FIELD_MAX} error={errors.brand?.message} {...register('brand')} />
        <TextInput label={labels.type} optional maxLength={TEXT_FIELD_MAX} error={errors.type?.message} {...register('type')} />
        <SelectInput
          label={labels.condition}
          optional
          placeholder={t('field.notSpecified')}
          options={conditionOptions}
          error={errors.condition?.message}
          {...register('condition')}
        />
      </div>
      {/* No promotion select: a badge is bought on the listing's Boost screen (ADR 072). */}
      <fieldset className="space-y-3 rounded-lg border border-gray-300 p-4 dark:border-gray-700">
        <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">{t('shop.legend')}</legend>
        <label className="flex items-start gap-3 text-sm text-gray-900 dark:text-gray-100">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-emerald-600"
            name={buyNow.name}
            ref={buyNow.ref}
            checked={inShop}
            onChange={(event) => buyNow.onChange(event.target.checked)}
            onBlur={buyNow.onBlur}
          />
          <span>
            {t('shop.offer')}
            <span className="block text-gray-600 dark:text-gray-400">{t('shop.offerHint')}</span>
          </span>
        </label>
        {inShop ? (
          <TextInput
            label={t('shop.quantity')}
            type="number"
            inputMode="numeric"
            min={0}
            max={9999}
            step={1}
            hint={t('shop.quantityHint')}
            error={errors.quantity?.message}
            {...register('quantity')}
          />
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          label={t('field.region')}
          optional
          placeholder={t('field.regionPlaceholder')}
          options={regionOptions}
          error={errors.region?.message}
          {...register('region')}
        />
        <TextInput
          label={t('field.town')}
          optional
          autoComplete="address-level2"
          maxLength={TEXT_FIELD_MAX}
          error={errors.town?.message}
          {...register('town')}
        />
      </div>
    </div>
  );
}
