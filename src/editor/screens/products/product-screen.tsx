/**
 * /products/$productId: one product — details, images, options and variants, pricing and
 * stock, selling options, merchandising and how search engines show it. Loads the product, its
 * store item, the site's currency and forms, then hands them to the form.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { catalogEndpoints } from '../../../shared/api/catalog-endpoints';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import { adminFormEndpoints } from '../../../shared/api/forms-endpoints';
import { siteEndpoints } from '../../../shared/api/site-endpoints';
import { DEFAULT_CURRENCY } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { LoadFailed, Loading } from '../../components/load-state';
import { SectionTabs } from '../../components/section-tabs';
import { ProductForm } from './product-form';
// The description's rich-text editor is styled with the post editor's sheet.
import '../collection/collection.css';
import './product-editor.css';

export function ProductScreen() {
  const { productId } = useParams({ strict: false }) as { productId: string };
  const product = useQuery({ queryKey: ['product', productId], queryFn: () => ownerCall(catalogEndpoints.getProduct, { params: { itemId: productId } }) });
  const item = useQuery({ queryKey: ['item', productId], queryFn: () => ownerCall(contentEndpoints.getItem, { params: { itemId: productId } }) });
  const site = useQuery({ queryKey: ['settings', 'site'], queryFn: async () => (await ownerCall(siteEndpoints.getSite, {})).website, retry: false });
  // Roles without forms may still edit products: the choice then only offers "None".
  const forms = useQuery({ queryKey: ['forms'], queryFn: () => ownerCall(adminFormEndpoints.list, {}), retry: false });

  const required = [product, item];
  const failed = required.find((q) => q.isError);
  let body;
  if (failed !== undefined) body = <LoadFailed error={failed.error} retry={() => required.forEach((q) => void q.refetch())} />;
  else if (product.data === undefined || item.data === undefined || site.isPending || forms.isPending) body = <Loading />;
  else {
    body = (
      <ProductForm
        key={`${product.data.product.itemId}:${product.data.product.version}`}
        product={product.data.product}
        item={item.data.item}
        currency={site.data?.currency ?? DEFAULT_CURRENCY}
        forms={forms.data?.forms.map((f) => ({ id: f.id, name: f.name })) ?? []}
      />
    );
  }

  return (
    <section className="screen product-editor" aria-labelledby="screen-title">
      <SectionTabs />
      <p className="screen__crumbs">
        <Link to="/products">Products</Link> / Edit product
      </p>
      <h1 id="screen-title" className="screen__title">
        {item.data?.item.title || 'Product'}
      </h1>
      {body}
    </section>
  );
}
