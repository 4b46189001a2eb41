import { createLinter, loadTextlintrc } from 'textlint';
import { describe, expect, it } from 'vitest';

// The terminology lint (npm run lint:terms) with the project's own .textlintrc.json and
// writing/prh.yml: a planted forbidden variant must fail, code must not.
async function lint(markdown: string) {
  const descriptor = await loadTextlintrc({ configFilePath: '.textlintrc.json' });
  const linter = createLinter({ descriptor });
  const result = await linter.lintText(markdown, 'page.md');
  return result.messages.map((message) => message.message);
}

describe('terminology lint (prh)', () => {
  it('flags jargon and lowercase role names with the glossary term', async () => {
    const messages = await lint(
      'Попросите администратора шлюза перезапустить бэкенд, а оператор проверит АПИ.\n',
    );
    expect(messages.join('\n')).toMatch(/администратора шлюза => Администратора шлюза/);
    expect(messages.join('\n')).toMatch(/бэкенд => сервер поставщика/);
    expect(messages.join('\n')).toMatch(/оператор => Оператор API/);
    expect(messages.join('\n')).toMatch(/АПИ => API/);
  });

  it('also finds a role name whose words are joined by a non-breaking space', async () => {
    expect((await lint('Попросите администратора\u00a0шлюза.\n')).join('\n')).toMatch(
      /Администратора/,
    );
  });

  it('flags «Администратор платформы» in mid-sentence, not at its start', async () => {
    expect(await lint('Файл меняет Администратор платформы.\n')).toHaveLength(1);
    expect(await lint('Администратор платформы меняет файл.\n')).toEqual([]);
  });

  it('passes the glossary wording and ignores code and inline code', async () => {
    expect(
      await lint(
        'Нужна роль «Оператор API»; Архитектор согласует API, сервер поставщика отвечает.\n\n' +
          '`crm-backend` и\n\n```bash\necho бэкенд апи\n```\n',
      ),
    ).toEqual([]);
  });
});
