import { Link, useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../layout/page-heading';
import { detailsPath } from '../history/list-item-view';
import { RepairsError } from '../repairs-error';
import { useRepairsWords } from '../repairs-words';
import { MediaSection } from './media-section';
import '../../../../renderer/styles.css';
import '../../../lists/lists.css';
import '../repairs.css';

/** /viewmedia?id=<work order id>: the media attached to one repair, with the same viewer as its details page. */
export function ViewMediaPage() {
  const words = useRepairsWords();
  const id = useSearchParams()[0].get('id') ?? '';
  return (
    <>
      <title>{`${words('media.pageTitle')} – ${words('site.name')}`}</title>
      {id && (
        <Link className="repairs-back" to={detailsPath(id)}>
          {words('media.back')}
        </Link>
      )}
      <PageHeading>{words('media.pageTitle')}</PageHeading>
      {id ? (
        <MediaSection workOrderId={id} words={words} emptyKey="media.none" />
      ) : (
        <RepairsError messageKey="WorkOrderByIdAPI_Error" words={words} />
      )}
    </>
  );
}
