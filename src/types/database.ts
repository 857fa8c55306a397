// The Database type of supabase/migrations, in the shape `supabase gen types typescript` emits, so
// createClient<Database>() types every query. Keep it in step with each migration.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type Timestamps = { created_at: string; updated_at: string };
type OptionalTimestamps = { created_at?: string; updated_at?: string };
type Fk<Name extends string, Column extends string, Target extends string> = {
  foreignKeyName: Name;
  columns: [Column];
  isOneToOne: false;
  referencedRelation: Target;
  referencedColumns: ['id'];
};
type CompanyFk<Table extends string> = Fk<`${Table}_company_id_fkey`, 'company_id', 'companies'>;

/** Row, Insert and Update of a table whose Insert requires the keys in Required. */
type TableOf<Row, Required extends keyof Row, Rel extends unknown[]> = {
  Row: Row & Timestamps;
  Insert: { [K in Required]: Row[K] } & { [K in Exclude<keyof Row, Required>]?: Row[K] } & OptionalTimestamps;
  Update: { [K in keyof Row]?: Row[K] } & OptionalTimestamps;
  Relationships: Rel;
};

export type UserRole = 'admin' | 'client' | 'collaborator';

type CompanyRow = { id: string; name: string };

type ProfileRow = {
  id: string;
  email: string;
  username: string;
  firebase_uid: string | null;
  role: UserRole;
  active: boolean;
  must_change_password: boolean;
  company_id: string | null;
  full_name: string | null;
  service_type: string | null;
  month_start: number | null;
  year_start: number | null;
  avatar_url: string | null;
};

type DirectoryEntryRow = {
  id: string;
  company_id: string;
  employee_name: string;
  position: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  photo_url: string | null;
};

type LaboratoryRequestRow = {
  id: string;
  company_id: string;
  request_type: string;
  patient_name: string | null;
  /** ISO date (YYYY-MM-DD). */
  request_date: string;
  notes: string | null;
  /** Free text: completado, en_proceso, procesando, pendiente, cancelado, or anything else. */
  status: string;
  result_url: string | null;
};

type DocumentRow = {
  id: string;
  company_id: string | null;
  is_global: boolean;
  year: number;
  month: number;
  name: string;
  url: string;
  /** Null shows the default label 'Documento General'. */
  document_type: string | null;
};

type InvoiceRow = {
  id: string;
  company_id: string;
  invoice_number: string;
  issue_date: string;
  due_date: string | null;
  /** numeric(12,2): PostgREST returns it as a JSON number. */
  amount: number;
  currency: string;
  /** Free text compared case-insensitively: pagada, pendiente, vencida, cancelada, other. */
  status: string;
  file_url: string | null;
  xml_url: string | null;
};

type IndicatorRow = {
  id: string;
  company_id: string | null;
  is_global: boolean;
  title: string | null;
  url: string | null;
  url_monthly: string | null;
  year: number | null;
  month: number | null;
};

type FeedbackRow = {
  id: string;
  /** Set by the database from the sender's profile (admins may choose it). */
  company_id: string | null;
  /** Set by the database to the sender's profile id. */
  submitted_by: string | null;
  rating: number;
  comment: string | null;
};

export type ProfileWithCompany = ProfileRow & Timestamps & { company_name: string | null };

export type Database = {
  public: {
    Tables: {
      companies: TableOf<CompanyRow, 'name', []>;
      profiles: TableOf<ProfileRow, 'email' | 'username', [CompanyFk<'profiles'>]>;
      directory_entries: TableOf<
        DirectoryEntryRow,
        'company_id' | 'employee_name',
        [CompanyFk<'directory_entries'>]
      >;
      laboratory_requests: TableOf<
        LaboratoryRequestRow,
        'company_id' | 'request_type',
        [CompanyFk<'laboratory_requests'>]
      >;
      documents: TableOf<DocumentRow, 'year' | 'month' | 'name' | 'url', [CompanyFk<'documents'>]>;
      invoices: TableOf<
        InvoiceRow,
        'company_id' | 'invoice_number' | 'issue_date' | 'amount',
        [CompanyFk<'invoices'>]
      >;
      indicators: TableOf<IndicatorRow, never, [CompanyFk<'indicators'>]>;
      feedback: TableOf<
        FeedbackRow,
        'rating',
        [CompanyFk<'feedback'>, Fk<'feedback_submitted_by_fkey', 'submitted_by', 'profiles'>]
      >;
    };
    Views: { [_ in never]: never };
    Functions: {
      sync_my_profile: { Args: never; Returns: ProfileWithCompany };
      resolve_login_email: { Args: { p_username: string }; Returns: string | null };
      complete_password_change: { Args: never; Returns: undefined };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: {
      profile_with_company: { [K in keyof ProfileWithCompany]: ProfileWithCompany[K] | null };
    };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type CompositeTypes<T extends keyof PublicSchema['CompositeTypes']> =
  PublicSchema['CompositeTypes'][T];
