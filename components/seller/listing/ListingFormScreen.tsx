import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import Link from '@/components/ui/AppLink';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { ErrorState } from '@/components/ui/ErrorState';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { flashOnNextScreen, takeFlash, ToastProvider, useNotify } from '@/components/ui/Toast';
import { LISTING_LIMITS, USED_GRADES } from '@/lib/seller/listingInput';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSellerListing } from '@/store/sellerListingSlice';
import { loadListingEditPage, loadListingNewPage, saveListing, setListingPublished } from '@/store/sellerListingThunks';
import { emptyListingForm, formOfListing, listingFieldErrors, toListingWrite, type ListingForm } from './listingForm';
import { ModelField } from './ModelField';
import { OptionsEditor } from './OptionsEditor';
import { PhotoOrder } from './PhotoOrder';
import { STATE_LABELS } from './listingLabels';
import editStyles from '@/components/seller/items/ItemEdit.module.css';
import styles from './ListingForm.module.css';

const digits = (text: string, max: number) => text.replace(/[^\d]/g, '').slice(0, max);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={editStyles.section} aria-labelledby={id}>
      <h2 id={id} className={editStyles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The editor's body: the form's own input, checked by the server's schema before it is sent. */
function ListingEditor({ itemId }: { itemId: number | null }) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const page = useAppSelector(selectSellerListing);
  const saved = itemId !== null && page.listing?.itemId === itemId ? page.listing : null;
  const [form, setForm] = useState<ListingForm>(() => (saved ? formOfListing(saved) : emptyListingForm));
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<ListingForm>) => setForm((f) => ({ ...f, ...patch }));
  const all = listingFieldErrors(form);
  const errors = tried ? all : {};
  const rental = form.dealType === 'RENTAL';
  const required = form.options.filter((o) => o.kind === 'REQUIRED');
  const additional = form.options.filter((o) => o.kind === 'ADDITIONAL');
  const ordered = [...required, ...additional];
  const indexOf = (row: ListingForm['options'][number]) => ordered.indexOf(row);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(all).length > 0) return;
    const result = await dispatch(saveListing({ itemId, input: toListingWrite({ ...form, options: ordered }) }));
    if (!saveListing.fulfilled.match(result)) return;
    setForm(formOfListing(result.payload));
    if (itemId !== null) {
      notify('저장했어요');
      return;
    }
    // The draft becomes its own page: the toast goes with it.
    flashOnNextScreen('임시저장했어요. 게시하면 손님에게 보여요');
    const moved = await router.replace(`/seller/items/${result.payload.itemId}/listing`);
    const unread = moved ? null : takeFlash();
    if (unread !== null) notify(unread);
  };
  const publish = async (published: boolean) => {
    if (!saved) return;
    const result = await dispatch(setListingPublished({ itemId: saved.itemId, published }));
    if (setListingPublished.fulfilled.match(result))
      notify(published ? '게시했어요. 이제 검색에 나와요' : '게시를 멈췄어요');
  };

  return (
    <form className={editStyles.page} onSubmit={submit} noValidate>
      {saved ? <p className={styles.state}>상태: {STATE_LABELS[saved.state]}</p> : null}
      {itemId === null ? (
        <Link href="/seller/items/import" className={editStyles.link}>
          여러 상품은 엑셀(CSV)로 한꺼번에 등록할 수 있어요
        </Link>
      ) : null}
      <Section title="판매 방식">
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">렌탈 또는 판매</legend>
          {(['RENTAL', 'SELL'] as const).map((deal) => (
            <label key={deal} className={styles.choice}>
              <input
                type="radio"
                name="dealType"
                value={deal}
                checked={form.dealType === deal}
                disabled={saved !== null && saved.state !== 'DRAFT'}
                onChange={() => change({ dealType: deal })}
              />
              {deal === 'RENTAL' ? '렌탈' : '판매'}
            </label>
          ))}
        </fieldset>
        {errors.dealType ? <p className={styles.fieldError}>{errors.dealType}</p> : null}
      </Section>
      <Section title="모델">
        <ModelField form={form} categories={page.categories} errors={errors} onChange={change} />
      </Section>
      <Section title="상품 정보">
        <TextField
          label="상품 이름"
          value={form.title}
          maxLength={LISTING_LIMITS.titleMax}
          placeholder={rental ? '예: 브롬톤 C라인 하루 렌탈' : '예: 브롬톤 C라인 새 상품'}
          error={errors.title}
          onChange={(e) => change({ title: e.target.value })}
        />
        {!rental ? (
          <fieldset className={styles.choices}>
            <legend>상품 상태</legend>
            {(['NEW', 'USED'] as const).map((c) => (
              <label key={c} className={styles.choice}>
                <input
                  type="radio"
                  name="condition"
                  checked={form.condition === c}
                  onChange={() => change({ condition: c })}
                />
                {c === 'NEW' ? '새 상품' : '중고'}
              </label>
            ))}
          </fieldset>
        ) : null}
        {!rental && form.condition === 'USED' ? (
          <fieldset className={styles.choices}>
            <legend>상태 등급</legend>
            {USED_GRADES.map((g) => (
              <label key={g} className={styles.choice}>
                <input
                  type="radio"
                  name="usedGrade"
                  checked={form.usedGrade === g}
                  onChange={() => change({ usedGrade: g })}
                />
                {g}
              </label>
            ))}
            {errors.usedGrade ? <p className={styles.fieldError}>{errors.usedGrade}</p> : null}
          </fieldset>
        ) : null}
        <label className={styles.label} htmlFor="listing-description">
          설명 (선택)
        </label>
        <textarea
          id="listing-description"
          className={styles.textarea}
          value={form.description}
          maxLength={LISTING_LIMITS.descriptionMax}
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => change({ description: e.target.value })}
        />
        {errors.description ? <p className={styles.fieldError}>{errors.description}</p> : null}
      </Section>
      <Section title="사진">
        <PhotoPicker
          label="상품 사진"
          max={LISTING_LIMITS.maxPhotos}
          value={form.photos}
          onChange={(photos) => change({ photos })}
        />
        <p className={editStyles.hint}>첫 사진이 대표 사진이에요. 순서는 아래에서 바꿀 수 있어요.</p>
        <PhotoOrder photos={form.photos} onChange={(photos) => change({ photos })} />
        {errors.imageIds ? <p className={styles.fieldError}>{errors.imageIds}</p> : null}
      </Section>
      <Section title="옵션과 재고">
        <p className={editStyles.hint}>
          사이즈처럼 손님이 꼭 골라야 하는 것은 필수 옵션이에요. 재고는 필수 옵션 재고의 합이에요.
        </p>
        <OptionsEditor
          kind="REQUIRED"
          rows={required}
          errors={errors}
          indexOf={indexOf}
          onChange={(rows) => change({ options: [...rows, ...additional] })}
        />
        {required.length === 0 ? (
          <TextField
            label="재고 (개)"
            inputMode="numeric"
            value={form.stock}
            error={errors.stock}
            hint={rental ? '빌려줄 수 있는 장비 수예요.' : '지금 가진 수량이에요.'}
            onChange={(e) => change({ stock: digits(e.target.value, 3) })}
          />
        ) : null}
        <OptionsEditor
          kind="ADDITIONAL"
          rows={additional}
          errors={errors}
          indexOf={indexOf}
          onChange={(rows) => change({ options: [...required, ...rows] })}
        />
        {errors.options ? <p className={styles.fieldError}>{errors.options}</p> : null}
      </Section>
      <Section title="가격">
        <TextField
          label={rental ? '하루 가격 (원)' : '판매가 (원)'}
          inputMode="numeric"
          value={form.price}
          error={errors.price}
          onChange={(e) => change({ price: digits(e.target.value, 9) })}
        />
        <TextField
          label="정가 (원, 선택)"
          inputMode="numeric"
          value={form.originPrice}
          error={errors.originPrice}
          hint="정가를 넣으면 할인율이 함께 보여요."
          onChange={(e) => change({ originPrice: digits(e.target.value, 9) })}
        />
      </Section>
      <Section title="받는 방법">
        <label className={styles.choice}>
          <input type="checkbox" checked={form.pickup} onChange={(e) => change({ pickup: e.target.checked })} />
          매장 픽업
        </label>
        <label className={styles.choice}>
          <input type="checkbox" checked={form.parcel} onChange={(e) => change({ parcel: e.target.checked })} />
          택배
        </label>
        {errors.pickup ? <p className={styles.fieldError}>{errors.pickup}</p> : null}
        {form.parcel ? (
          <TextField
            label="배송비 (원)"
            inputMode="numeric"
            value={form.shippingFee}
            error={errors.shippingFee}
            onChange={(e) => change({ shippingFee: digits(e.target.value, 6) })}
          />
        ) : null}
      </Section>
      {rental ? (
        <Section title="장기 대여 할인">
          <p className={editStyles.hint}>오래 빌릴수록 하루 가격에서 할인해 드려요. 비워 두면 할인하지 않아요.</p>
          <div className={styles.pair}>
            <TextField
              label="3일 이상 할인 (%)"
              inputMode="numeric"
              placeholder="예: 10"
              value={form.threeDayDiscountPercent}
              error={errors.threeDayDiscountPercent}
              onChange={(e) => change({ threeDayDiscountPercent: digits(e.target.value, 2) })}
            />
            <TextField
              label="7일 이상 할인 (%)"
              inputMode="numeric"
              placeholder="예: 15"
              value={form.sevenDayDiscountPercent}
              error={errors.sevenDayDiscountPercent}
              onChange={(e) => change({ sevenDayDiscountPercent: digits(e.target.value, 2) })}
            />
          </div>
        </Section>
      ) : null}
      {rental ? (
        <Section title="보험과 보증금">
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={form.hasInsurance}
              onChange={(e) => change({ hasInsurance: e.target.checked })}
            />
            보험 상품 받기
          </label>
          {form.hasInsurance ? (
            <div className={styles.pair}>
              <TextField
                label="보험 이름"
                value={form.insuranceName}
                error={errors['insurance.name']}
                onChange={(e) => change({ insuranceName: e.target.value })}
              />
              <TextField
                label="하루 보험료 (원)"
                inputMode="numeric"
                value={form.insurancePrice}
                error={errors['insurance.price']}
                onChange={(e) => change({ insurancePrice: digits(e.target.value, 8) })}
              />
            </div>
          ) : null}
          <TextField
            label="보증금 (원)"
            inputMode="numeric"
            value={form.depositAmount}
            error={errors.depositAmount}
            hint="결제 금액과 별도로 고객 카드에 승인만 해요. 0원이면 받지 않아요."
            onChange={(e) => change({ depositAmount: digits(e.target.value, 7) })}
          />
        </Section>
      ) : null}
      {tried && Object.keys(all).length > 0 ? (
        <FormAlert>고칠 곳이 {Object.keys(all).length}군데 있어요. 빨간 글씨를 확인해 주세요.</FormAlert>
      ) : null}
      {page.save.status === 'failed' ? <FormAlert>{page.save.error?.message}</FormAlert> : null}
      {page.publish.status === 'failed' ? <FormAlert>{page.publish.error?.message}</FormAlert> : null}
      <div className={styles.actions}>
        <SubmitButton busy={page.save.status === 'loading'}>{saved ? '저장' : '임시저장'}</SubmitButton>
        {saved && saved.state !== 'AVAILABLE' && saved.state !== 'SOLD_OUT' ? (
          <button
            type="button"
            className={styles.add}
            disabled={page.publish.status === 'loading'}
            onClick={() => void publish(true)}
          >
            게시하기
          </button>
        ) : null}
        {saved && (saved.state === 'AVAILABLE' || saved.state === 'SOLD_OUT') ? (
          <>
            <Link href={`/services/${saved.itemId}`} className={editStyles.link}>
              손님 화면에서 보기
            </Link>
            <button
              type="button"
              className={styles.small}
              disabled={page.publish.status === 'loading'}
              onClick={() => void publish(false)}
            >
              게시 중지
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}

/**
 * /seller/items/new and /seller/items/{id}/listing (docs/product.md §4 Listings): the business writes
 * its own listing on a phone, saves it as a draft and publishes it.
 */
export function ListingFormScreen({ itemId }: { itemId: number | null }) {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const page = useAppSelector(selectSellerListing);
  const ready = page.status === 'succeeded' && (itemId === null || page.listing?.itemId === itemId);
  return (
    <SellerFrame
      title={itemId === null ? '새 상품 등록' : '상품 등록 정보'}
      section="items"
      businessName={businessName}
      showBack
    >
      <ToastProvider>
        {ready ? (
          <ListingEditor key={itemId ?? 'new'} itemId={itemId} />
        ) : (
          <ErrorState
            message={page.error?.message ?? '상품 정보를 불러오지 못했어요.'}
            onRetry={() => {
              if (itemId === null) void dispatch(loadListingNewPage());
              else void dispatch(loadListingEditPage(itemId));
            }}
          />
        )}
      </ToastProvider>
    </SellerFrame>
  );
}
