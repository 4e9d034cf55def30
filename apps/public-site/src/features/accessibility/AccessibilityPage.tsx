import { SITE } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { Expander } from '@furnace/ui';
import { PageHero } from '../../components/page/PageHero';
import { usePageTitle } from '../../hooks/usePageTitle';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "Accessibility page": expandable sections with the site's access facts. */
export default function AccessibilityPage() {
  usePageTitle(
    'Accessibility',
    'Parking, steps, facilities, tours, animals and sensory information to help you plan an accessible visit to Cornwall Iron Furnace.',
  );
  return (
    <>
      <PageHero
        title="Accessibility"
        lead="We want every visitor to enjoy the furnace. Here is what to expect."
      />
      <div className={pageStyles['page-section']}>
        <p>
          If you need an accommodation, please contact us in advance by phone at{' '}
          <a href={SITE.phoneHref}>{SITE.phone}</a> or by e-mail at{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>, and we will do our best to help.
        </p>
        <Expander title="Parking">
          <p>Parking is free and paved, close to the Visitor Center, with room for buses.</p>
        </Expander>
        <Expander title="Facilities">
          <p>
            The Visitor Center has accessible restrooms and a baby changing station. There is no
            heat or air conditioning in the furnace building, so dress for the weather.
          </p>
        </Expander>
        <Expander title="Audio and Visual">
          <p>
            Our 15 minute introductory film plays in the Visitor Center. Guides speak throughout the
            tour; let us know ahead if you would like to stand near the guide or need written
            material.
          </p>
        </Expander>
        <Expander title="Tours">
          <p>
            The guided tour takes about 100 steps, up and down, and one room has a seven inch step.
            Walkers are allowed in the charging room, but walkers, wheelchairs and strollers are not
            allowed in the furnace building.
          </p>
        </Expander>
        <Expander title="Animals">
          <p>
            Service animals are encouraged. Pets are not allowed in the buildings; dogs are welcome
            on the grounds on a leash.
          </p>
        </Expander>
        <Expander title="Sensory Considerations">
          <p>
            Inside the furnace building it is dim and can be cool or hot with the season, as there
            is no heat or air conditioning. Spaces are tight in places and groups can be close
            together. The grounds outside are open and quiet.
          </p>
        </Expander>
        <Expander title="Site Map">
          <p>
            See the buildings and paths before you come on our{' '}
            <Link to="/map">interactive site map</Link>.
          </p>
        </Expander>
      </div>
    </>
  );
}
