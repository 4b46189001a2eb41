import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import { PRODUCT_NAME } from '@site/src/config/constants';
import { SERVICES } from '@site/src/config/services';
import { openDemoModal, preloadDemoModal } from '@site/src/features/demo/demoModalStore';
import { DEMO_BUTTON_LABEL } from '@site/src/features/demo/DemoButton';
import styles from './index.module.css';

interface Card {
  title: string;
  to: string;
  text: string;
}

const MODULES: Card[] = [
  { title: 'Аудит', to: '/docs/modules/audit', text: 'Кто, что и когда изменил во всех сервисах.' },
  {
    title: 'Поставщик удостоверений',
    to: '/docs/modules/identity-provider',
    text: 'Единый вход, OpenID Connect, SAML и роли.',
  },
  {
    title: 'Логирование',
    to: '/docs/modules/logging',
    text: 'Журналы запросов шлюза и детальный журнал.',
  },
  {
    title: 'Мониторинг',
    to: '/docs/modules/monitoring',
    text: 'Метрики, дашборды, оповещения и доступность.',
  },
  {
    title: 'Трассировка',
    to: '/docs/modules/tracing',
    text: 'Путь запроса через шлюз и серверы поставщиков.',
  },
];

const PATH_STEPS: Card[] = [
  {
    title: 'Опишите API',
    to: '/docs/services/api-registry/description',
    text: 'Загрузите спецификацию в реестр и отправьте на согласование.',
  },
  {
    title: 'Опубликуйте на шлюзе',
    to: '/docs/services/api-management/synchronous-api/add-api',
    text: 'Задайте базовый путь, сервер поставщика и политики.',
  },
  {
    title: 'Выдайте доступ',
    to: '/docs/services/api-management/keys/add-key',
    text: 'Создайте потребителя, ключ API и привяжите сертификат.',
  },
  {
    title: 'Наблюдайте',
    to: '/docs/services/api-management/analytics/api-statistics',
    text: 'Статистика, журналы, трассы и тесты доступности.',
  },
];

function CardGrid({ cards, headingLevel }: { cards: readonly Card[]; headingLevel: 'h3' }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Heading as={headingLevel} className={styles.cardTitle}>
            <Link to={card.to}>{card.title}</Link>
          </Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Home(): React.ReactElement {
  return (
    <Layout
      title="Платформа управления API"
      description={`${PRODUCT_NAME} — платформа управления API: реестр API, шлюз с политиками и ключами, порталы для разработчиков и партнёров, аудит, мониторинг и трассировка.`}
    >
      {/* The hero belongs to the main content: a <header> outside <main> would be a second banner. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>Документация платформы</p>
            <Heading as="h1" className={styles.heroTitle}>
              {PRODUCT_NAME} — платформа управления API
            </Heading>
            <p className={styles.heroLead}>
              Один путь для каждого API компании: от спецификации в реестре до вызова через шлюз с
              ключом и сертификатом, с порталами для внутренних команд и партнёров, аудитом,
              журналами, метриками и трассами.
            </p>
            <div className={styles.heroActions}>
              <Link className="button button--lg button--secondary" to="/docs/introduction">
                Читать документацию
              </Link>
              <Link
                className={`button button--lg button--outline ${styles.heroOutline}`}
                to="/docs/services/api-management/guides/how-to-add-api-and-connect-to-it"
              >
                Подключить первое API
              </Link>
            </div>
          </div>
        </header>

        <section className={styles.section} aria-labelledby="home-path">
          <div className="container">
            <Heading as="h2" id="home-path">
              Путь API через платформу
            </Heading>
            <ol className={styles.path}>
              {PATH_STEPS.map((step, index) => (
                <li key={step.to} className={styles.pathStep}>
                  <span className={styles.pathNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Heading as="h3" className={styles.cardTitle}>
                    <Link to={step.to}>{step.title}</Link>
                  </Heading>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="home-services">
          <div className="container">
            <Heading as="h2" id="home-services">
              Сервисы
            </Heading>
            <CardGrid cards={SERVICES} headingLevel="h3" />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="home-modules">
          <div className="container">
            <Heading as="h2" id="home-modules">
              Модули
            </Heading>
            <CardGrid cards={MODULES} headingLevel="h3" />
          </div>
        </section>

        <section className={styles.cta} aria-labelledby="home-demo">
          <div className="container">
            <Heading as="h2" id="home-demo">
              {/* One string: the heading's anchor link is named after it. */}
              {`Посмотрите «${PRODUCT_NAME}» на своих сценариях`}
            </Heading>
            <p>
              Часовая встреча с архитектором платформы: покажем реестр, шлюз и порталы, ответим на
              вопросы и пришлём презентацию.
            </p>
            <button
              type="button"
              className="button button--primary button--lg"
              data-demo-trigger="home"
              onPointerEnter={preloadDemoModal}
              onFocus={preloadDemoModal}
              onClick={(event) => openDemoModal(event.currentTarget)}
            >
              {DEMO_BUTTON_LABEL}
            </button>
          </div>
        </section>
      </main>
    </Layout>
  );
}
