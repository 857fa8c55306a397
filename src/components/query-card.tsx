// A card whose body is one query's four states: its title and description from the texts, then
// QueryStates with the texts' loading, error and empty copy.
import { QueryStates, type QueryStatesProps } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface QueryCardProps<T> extends Omit<QueryStatesProps<T>, 'loading' | 'error' | 'empty'> {
  texts: Pick<QueryStatesProps<T>, 'loading' | 'error' | 'empty'> & { title: string; description: string };
}

export function QueryCard<T>({ texts, ...states }: QueryCardProps<T>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates loading={texts.loading} error={texts.error} empty={texts.empty} {...states} />
      </CardContent>
    </Card>
  );
}
