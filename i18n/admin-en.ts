import type { AdminMessages } from './admin-nl.ts';

/** English texts of the admin screens. Same keys as admin-nl.ts (a test keeps them in parity). */
export const adminEn: AdminMessages = {
  resources: {
    'administrative-units': {
      name: 'Administrative unit |||| Administrative units',
      fields: {
        name: 'Name',
        type: 'Type',
        referenceNumber: 'Payment reference',
        kvkNumber: 'CoC number',
        vatNumber: 'VAT number',
        iban: 'IBAN',
        email: 'Email address',
        phone: 'Phone number',
        streetAddress: 'Street address',
        postalCode: 'Postal code',
        city: 'City',
      },
      enums: {
        type: {
          facility: 'Healthcare facility',
          professional: 'Care professional',
          internal: 'Internal',
        },
      },
    },
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
    employees: {
      name: 'Employee |||| Employees',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email address',
        phone: 'Phone number',
        jobTitle: 'Job title',
        streetAddress: 'Street address',
        postalCode: 'Postal code',
        city: 'City',
        permissions: 'Permissions',
        tags: 'Tags',
        roles: 'Roles',
      },
    },
    'expertise-profiles': {
      name: 'Expertise profile |||| Expertise profiles',
      fields: {
        name: 'Name',
        branch: 'Branch',
      },
    },
    expertises: {
      name: 'Expertise |||| Expertises',
      fields: {
        name: 'Name',
        branch: 'Branch',
        position: 'Order',
      },
    },
    facilities: {
      name: 'Healthcare facility |||| Healthcare facilities',
      fields: {
        name: 'Name',
        region: 'Region',
        city: 'City',
        postalCode: 'Postal code',
        streetAddress: 'Street address',
        kvkNumber: 'CoC number',
        vatNumber: 'VAT number',
        iban: 'IBAN',
        email: 'Email address',
        phone: 'Phone number',
      },
    },
    regions: {
      name: 'Region |||| Regions',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
    roles: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Name',
        permissions: 'Permissions',
      },
    },
    tags: {
      name: 'Tag |||| Tags',
      fields: {
        name: 'Name',
      },
    },
  },
  enums: {
    permissions: {
      manage_administrative_units: 'Manage administrative units',
      manage_branches: 'Manage branches',
      manage_employees: 'Manage employees',
      manage_regions: 'Manage regions',
      manage_roles: 'Manage roles',
      manage_tags: 'Manage tags',
      view_employee_action_history: 'View employee action history',
      view_employees: 'View employees',
    },
  },
  // The screens of named extensions (src/screens).
  screens: {
    regions: {
      description: {
        title: 'Description',
        empty: 'This region has no description yet.',
        edit: 'Edit description',
        dialogTitle: 'Description of ‘%{name}’',
      },
      facilities: {
        title: 'Healthcare facilities in this region',
        count: '%{smart_count} healthcare facility |||| %{smart_count} healthcare facilities',
        empty: 'There are no healthcare facilities in this region yet.',
        more: 'Load more',
        failed: 'The healthcare facilities could not be loaded.',
        retry: 'Try again',
      },
    },
    facilities: {
      move: {
        action: 'Move to another region',
        rowAction: 'Move ‘%{name}’ to another region',
        title: 'Move healthcare facility',
        intro: 'Choose the region ‘%{name}’ moves to. Now in: %{region}.',
        region: 'New region',
        noOtherRegions: 'There is no other region to move to.',
        confirm: 'Move',
        done: 'Healthcare facility moved to %{region}',
      },
    },
    employees: {
      permissions: {
        title: 'Permissions',
        hint: "Permissions this employee holds directly, besides those of the employee's roles.",
        save: 'Save permissions',
      },
      tags: {
        title: 'Tags',
        edit: 'Change tags',
        empty: 'This employee has no tags yet.',
        label: 'Tags',
        forbidden: 'To choose tags you need the permission ‘Manage tags’.',
      },
      roles: {
        title: 'Roles',
        edit: 'Change roles',
        empty: 'This employee has no roles yet.',
        label: 'Roles',
        forbidden: 'To choose roles you need the permission ‘Manage roles’.',
      },
      regions: {
        title: 'Regions and roles',
        edit: 'Change regions',
        empty: 'This employee works in no region yet.',
        region: 'Region',
        role: 'Role',
        primary: 'Primary region',
        row: 'Region %{number}',
        add: 'Add region',
        remove: 'Remove region',
        forbidden:
          'To choose regions and roles you need the permissions ‘Manage regions’ and ‘Manage roles’.',
      },
      email: {
        action: 'Change email address',
        label: 'New email address',
        current: 'The current email address is %{email}.',
        hint: 'If this employee has a user account, they sign in with the new address from now on.',
      },
      account: {
        title: 'User account',
        none: 'This employee has no user account yet.',
        create: 'Create account',
        created: 'User account added',
        email: 'Email address',
        lastSignIn: 'Last signed in',
        neverSignedIn: 'Not signed in yet',
        linkedAt: 'Linked on',
      },
      history: {
        title: 'History',
        empty: 'Nothing has happened to this employee yet.',
        more: 'Load more',
        byOn: 'By %{actor} on %{date}',
        unknownActor: 'a deleted user',
        changed: 'Changed: %{fields}',
        reason: 'Reason: %{reason}',
        fields: {
          regions: 'Regions',
          account: 'User account',
          archivedAt: 'Archived on',
          archivedBy: 'Archived by',
          archiveReason: 'Reason',
        },
        actions: {
          createEmployee: 'Employee created',
          editEmployee: 'Details changed',
          editEmployeePermissions: 'Permissions changed',
          editEmployeeRegions: 'Regions changed',
          archiveEmployee: 'Archived',
          restoreEmployee: 'Restored',
          createEmployeeAccount: 'User account created',
        },
      },
    },
    expertises: {
      title: 'Expertises',
      intro: 'Expertises appear in this order wherever you choose them.',
      empty: 'This branch has no expertises yet.',
      add: 'Add expertise',
      rename: 'Rename',
      renameOf: 'Rename ‘%{name}’',
      move: 'Move',
      moveOf: 'Move ‘%{name}’',
      position: 'Position',
      last: 'As last',
      before: 'Before expertise …',
      beforeLabel: 'Before expertise',
      chooseBefore: 'Choose the expertise this one goes before.',
    },
    profiles: {
      title: 'Expertise profiles',
      intro: 'A profile is a fixed set of expertises of this branch.',
      empty: 'This branch has no expertise profiles yet.',
      add: 'Add profile',
      renameOf: 'Rename ‘%{name}’',
      deleteOf: 'Delete ‘%{name}’',
      choose: 'Choose expertises',
      chooseOf: 'Expertises of ‘%{name}’',
      chooseIntro: 'Tick the expertises that belong to this profile.',
      none: 'No expertises chosen yet.',
      noBranchExpertises: 'This branch has no expertises yet. Add them first.',
    },
  },
  framework: {
    titles: {
      create: 'Add %{name}',
      edit: 'Edit %{title}',
    },
    list: {
      emptyTitle: 'No %{name} yet',
      emptyInvite: 'Add one to get started.',
      emptyNone: 'Once there are %{name}, you will see them here.',
      estimatedRange: '%{from}-%{to} of about %{total}',
    },
    export: {
      failed: 'The export failed. Please try again.',
      truncated: 'Only the first %{max} rows were exported.',
    },
    delete: {
      confirm: '‘%{title}’ will be deleted for good. This cannot be undone.',
    },
    archive: {
      action: 'Archive',
      confirm: '‘%{title}’ will be archived. You can undo this later from the archive.',
      title: 'Archived %{name}',
      menu: 'Archive: %{name}',
      empty: 'There are no archived %{name}.',
      reason: 'Reason',
      archivedAt: 'Archived at',
      archivedBy: 'Archived by',
      actions: 'Actions',
    },
    restore: {
      action: 'Restore',
      confirm: '‘%{title}’ will be restored and listed with the %{name} again.',
    },
  },
  // The user menu's links to the settings pages (src/layout/UserMenu.tsx); its sign-out text is in nl.ts.
  shell: {
    userMenu: {
      account: 'Account',
      security: 'Security',
    },
  },
};
