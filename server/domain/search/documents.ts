import { searchDocument, toChosung } from './normalize';

/** What a model is found by: both brand spellings, the model name and where it sits in the catalogue. */
export type ModelSearchSource = {
  brandName: string;
  brandNameEn: string;
  modelName: string;
  categoryName: string;
  groupName: string;
};

export type SearchFields = { searchText: string; searchChosung: string };

function fieldsOf(parts: readonly (string | null | undefined)[]): SearchFields {
  return {
    searchText: searchDocument(parts),
    searchChosung: searchDocument(parts.map((part) => (part ? toChosung(part) : part))),
  };
}

export function modelSearchFields(source: ModelSearchSource): SearchFields {
  return fieldsOf([source.brandName, source.brandNameEn, source.modelName, source.categoryName, source.groupName]);
}

export type ItemSearchSource = { itemName: string; categoryName: string; businessName: string; region: string };

/** An item adds its own listing name, the business and its region ("여의도 자전거 대여"). */
export function itemSearchFields(model: ModelSearchSource | null, item: ItemSearchSource): SearchFields {
  const businessParts = [item.businessName, item.region];
  return fieldsOf(
    model
      ? [
          item.itemName,
          model.brandName,
          model.brandNameEn,
          model.modelName,
          item.categoryName,
          model.groupName,
          ...businessParts,
        ]
      : [item.itemName, item.categoryName, ...businessParts]
  );
}
