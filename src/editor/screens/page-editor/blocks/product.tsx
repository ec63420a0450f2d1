/** A product: `productId` (the product's item id) and `expressCheckout` (block-product.block). */
import { useId } from 'react';
import { BlockType } from '../../../../shared/enums';
import { LoadFailed, Loading } from '../../../components/load-state';
import { text, type BlockKind, type BlockSettingsProps } from './block-kind';
import { SwitchSetting } from './fields';
import { useProductChoices } from './store-choices';

function ProductSettings(props: BlockSettingsProps) {
  const { block, update } = props;
  const id = useId();
  const products = useProductChoices();
  return (
    <>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadFailed error={products.error} retry={() => void products.refetch()} />
      ) : (
        <div className="field">
          <label htmlFor={id}>Product</label>
          <select id={id} className="input" value={text(block.data.productId)} onChange={(event) => update({ productId: event.target.value, title: products.data.find((p) => p.id === event.target.value)?.title ?? '' })}>
            <option value="">Choose a product</option>
            {products.data.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <SwitchSetting {...props} field="expressCheckout" label="Buy now (go straight to checkout)" />
    </>
  );
}

export const productBlock: BlockKind = {
  kind: 'product',
  type: BlockType.PRODUCT,
  label: 'Product',
  category: 'Store',
  description: 'One product with its add-to-cart button.',
  defaults: () => ({ productId: '', expressCheckout: false }),
  summary: (data) => text(data.title) || (text(data.productId) === '' ? 'No product chosen' : 'Product'),
  Settings: ProductSettings,
};
