// A text lesson: Markdown rendered by react-markdown with raw HTML dropped (skipHtml), so a lesson body can
// never inject markup; links leave the portal in a new tab.
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

export function MarkdownBody({ source }: { source: string }) {
  return (
    <div className="grid gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown skipHtml components={components}>
        {source}
      </Markdown>
    </div>
  );
}
